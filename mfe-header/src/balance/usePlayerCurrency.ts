import { useShellStore } from '@sportsbook/contracts';

/** The wallet's currency is the player's, from the session; the brand's only stands in before one is known. */
export function usePlayerCurrency(): string {
  const playerCurrency = useShellStore('session', (state) => state.session?.currency);
  const brandCurrency = useShellStore('globalSettings', (state) => state.settings.currency);
  return playerCurrency ?? brandCurrency;
}
