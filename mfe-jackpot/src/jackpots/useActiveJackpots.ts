import { useQuery } from '@tanstack/react-query';
import { useShellContext, type ActiveJackpot } from '@sportsbook/contracts';
import { ACTIVE_JACKPOTS_PATH } from './activeJackpot';

/** The active jackpots, shared by the page and the side teaser through the remote's query cache. */
export function useActiveJackpots() {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['jackpots', 'active'],
    queryFn: async () => (await api.get<ActiveJackpot[]>(ACTIVE_JACKPOTS_PATH)).data,
    staleTime: 60_000,
  });
}
