import { useMemo } from 'react';
import { audiencesOf, useShellStore } from '@sportsbook/contracts';
import { useTabs } from '../data/useTabs';
import { visibleEntries } from './visibleEntries';

/** The player's audiences; the player details' deposit and betting flags are not in the stores yet, so login decides. */
export function usePlayerAudiences() {
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  const username = useShellStore('session', (state) => state.session?.username);
  const audiences = useMemo(() => audiencesOf({ loggedIn }), [loggedIn]);
  return { loggedIn, username, audiences };
}

/** The 'main' section's entries the player may see, and whether the tabs are still loading. */
export function useMainEntries() {
  const tabs = useTabs();
  const { loggedIn, username, audiences } = usePlayerAudiences();
  const entries = useMemo(() => visibleEntries(tabs.data ?? [], 'main', audiences, username), [tabs.data, audiences, username]);
  return { pending: tabs.isPending, entries, loggedIn };
}
