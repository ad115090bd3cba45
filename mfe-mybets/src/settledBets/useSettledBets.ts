import { useQuery } from '@tanstack/react-query';
import { useShellContext, type MyBet } from '@sportsbook/contracts';
import { usePlayer, MY_BETS_KEY, myBetsPaths, SETTLED_BETS_FETCHED } from '../state';

/** The last 50 settled bets, newest first. */
export function useSettledBets() {
  const { api } = useShellContext();
  const player = usePlayer();
  return useQuery({
    queryKey: [MY_BETS_KEY, 'settled', player?.accountId],
    enabled: Boolean(player),
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) =>
      (
        await api.get<MyBet[]>(myBetsPaths.settledBets, {
          params: { numberOfBets: SETTLED_BETS_FETCHED },
          withAuth: true,
          signal,
        })
      ).data,
  });
}
