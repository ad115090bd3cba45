import { useQuery } from '@tanstack/react-query';
import { useShellContext, useShellStore, type ActiveJackpot } from '@sportsbook/contracts';
import { ACTIVE_JACKPOTS_PATH } from './activeJackpot';

/** The spec's polling fallback: a jackpot that closed, or a new one, shows within this long. */
export const JACKPOTS_POLL_MS = 15_000;

/**
 * The active jackpots in the player's currency (the platform prices them for the logged-in player, else
 * in the brand's), shared by the page and the side teaser through the remote's query cache.
 */
export function useActiveJackpots() {
  const { api } = useShellContext();
  const loggedIn = useShellStore('session', (s) => s.status === 'logged-in');
  const currency = useShellStore('session', (s) => s.session?.currency);
  return useQuery({
    queryKey: ['jackpots', 'active', loggedIn ? currency : 'brand'],
    queryFn: async ({ signal }) => (await api.get<ActiveJackpot[]>(ACTIVE_JACKPOTS_PATH, { withAuth: loggedIn, signal })).data,
    staleTime: JACKPOTS_POLL_MS,
    refetchInterval: JACKPOTS_POLL_MS,
  });
}
