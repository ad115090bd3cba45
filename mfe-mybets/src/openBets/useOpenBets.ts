import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShellContext, useShellStore, type MyBet } from '@sportsbook/contracts';
import { useMyBetsStoreApi } from '../state/MyBetsStoreContext';
import { usePlayer } from '../state/usePlayer';
import { myBetsPaths, openBetsKey } from '../state/myBetsPaths';
import { useLiveBets } from './useLiveBets';

/**
 * Open bets, polled at betcount_polling_interval and refetched on focus (spec 2 section 7), with live
 * scores pushed in between; while shown they give the count.
 */
export function useOpenBets() {
  const { api } = useShellContext();
  const player = usePlayer();
  const store = useMyBetsStoreApi();
  const interval = useShellStore('globalSettings', (s) => s.settings.betcount_polling_interval);
  const bets = useQuery({
    queryKey: openBetsKey(player?.accountId),
    enabled: Boolean(player),
    refetchInterval: interval,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) =>
      (await api.get<MyBet[]>(myBetsPaths.openBets(player!.accountId), { withAuth: true, signal })).data,
  });
  const list = bets.data;
  useLiveBets(player?.accountId, player?.currency, list);
  useEffect(() => {
    if (!list) return;
    store.getState().markOpenBetsFetched();
    store.getState().setBetCount(list.length);
  }, [list, store]);
  return bets;
}
