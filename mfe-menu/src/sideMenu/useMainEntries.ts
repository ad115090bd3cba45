import { useMemo } from 'react';
import { usePlayerAudiences, useTabs, SAMPLE_MAIN_MENU } from '../data';
import { visibleEntries } from '../menuTier';

/** The 'main' section's entries the player may see, and whether the tabs are still loading. */
export function useMainEntries() {
  const tabs = useTabs();
  const { loggedIn, username, audiences } = usePlayerAudiences();
  const failed = tabs.isError;
  const entries = useMemo(
    // A failed tabs call falls back to the sample menu rather than no main links at all.
    () => visibleEntries(failed ? [SAMPLE_MAIN_MENU] : (tabs.data ?? []), 'main', audiences, username),
    [failed, tabs.data, audiences, username],
  );
  return { pending: tabs.isPending, entries, loggedIn };
}
