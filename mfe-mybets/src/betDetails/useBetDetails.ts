import { useQuery } from '@tanstack/react-query';
import { useShellContext, type MyBet } from '@sportsbook/contracts';
import { usePlayer, MY_BETS_KEY, myBetsPaths } from '../state';

/** One open bet as it stands now (GET .../openbet/{betId}), asked for when its details open. */
export function useBetDetails(betId: number, enabled: boolean) {
  const { api } = useShellContext();
  const player = usePlayer();
  return useQuery({
    queryKey: [MY_BETS_KEY, 'bet', player?.accountId, betId],
    enabled: enabled && Boolean(player),
    queryFn: async ({ signal }) =>
      (await api.get<MyBet>(myBetsPaths.openBet(player!.accountId, betId), { withAuth: true, signal })).data,
  });
}
