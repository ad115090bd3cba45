import { useShellStore } from '@sportsbook/contracts';

/**
 * Whether a header shows its language picker (spec 1 section 2.9): on desktop, with flags enabled
 * (enable_flags) and more than one language. Every header variant asks here, so none can forget the flag.
 */
export function useShowsLanguagePicker(): boolean {
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const enableFlags = useShellStore('globalSettings', (state) => state.settings.enable_flags);
  const languageCount = useShellStore('globalSettings', (state) => state.languages.length);
  return isDesktop && enableFlags && languageCount > 1;
}
