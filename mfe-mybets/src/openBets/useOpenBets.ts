import { useEffect } from 'react';
import { focusManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useShellContext, useShellStore, type MyBet } from '@sportsbook/contracts';
import { useMyBetsStoreApi, usePlayer, myBetsPaths, openBetsKey } from '../state';
import { useLiveBets } from './useLiveBets';
import { startOpenBetsPolling } from './openBetsPolling';

/**
 * Open bets, polled at betcount_polling_interval and refetched on focus (spec 2 section 7), with live
 * scores pushed in between; while shown they give the count.
 */
export function useOpenBets() {
  const { api } = useShellContext();
  const player = usePlayer();
  const store = useMyBetsStoreApi();
  const interval = useShellStore('globalSettings', (s) => s.settings.betcount_polling_interval);
  const queryClient = useQueryClient();
  const accountId = player?.accountId;
  // Polled by a clock of its own, not the cache's, which each pushed change restarts (openBetsPolling).
  const bets = useQuery({
    queryKey: openBetsKey(accountId),
    enabled: Boolean(player),
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) =>
      (await api.get<MyBet[]>(myBetsPaths.openBets(player!.accountId), { withAuth: true, signal })).data,
  });
  useEffect(() => {
    if (!accountId) return;
    return startOpenBetsPolling({
      interval,
      // A list on screen twice (panel and modal) asks once: a refetch under way is joined, not restarted.
      refetch: () =>
        void queryClient.refetchQueries(
          { queryKey: openBetsKey(accountId), exact: true, type: 'active' },
          { cancelRefetch: false },
        ),
      isFocused: () => focusManager.isFocused(),
      onFocusChange: (listener) => focusManager.subscribe(listener),
    });
  }, [accountId, interval, queryClient]);
  const list = bets.data;
  useLiveBets(player?.accountId, player?.currency, list);
  useEffect(() => {
    if (!list) return;
    store.getState().markOpenBetsFetched();
    store.getState().setBetCount(list.length);
  }, [list, store]);
  return bets;
}
