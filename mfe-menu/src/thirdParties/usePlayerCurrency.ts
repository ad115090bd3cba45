import { useShellStore } from '@sportsbook/contracts';

/** The session's currency for a logged-in player, else the brand's currency. */
export function usePlayerCurrency(): string {
  const sessionCurrency = useShellStore('session', (state) =>
    state.status === 'logged-in' ? state.session?.currency : undefined,
  );
  const brandCurrency = useShellStore('globalSettings', (state) => state.settings.currency);
  return sessionCurrency || brandCurrency;
}
