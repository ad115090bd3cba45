import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShellContext, useShellStore, type BetCountResponse } from '@sportsbook/contracts';
import { useMyBets, useMyBetsStoreApi, usePlayer, MY_BETS_KEY, myBetsPaths } from '../state';
import { betCountPolling } from './betCountPolling';

/**
 * The bet count, polled at betcount_polling_interval and on focus unless the skip rules hold. Its answer
 * carries the balance: it goes to the wallet, and to an embedding parent (spec 2 section 7).
 */
export function useBetCount(myBetsShown: boolean) {
  const { api, bus, stores } = useShellContext();
  const player = usePlayer();
  const store = useMyBetsStoreApi();
  const interval = useShellStore('globalSettings', (s) => s.settings.betcount_polling_interval);
  const selectedTab = useMyBets((s) => s.selectedTab);
  const betCount = useMyBets((s) => s.betCount);
  const betCountInitialized = useMyBets((s) => s.betCountInitialized);
  const polling = betCountPolling({ loggedIn: Boolean(player), myBetsShown, selectedTab, betCount, betCountInitialized });

  const count = useQuery({
    queryKey: [MY_BETS_KEY, 'count', player?.accountId],
    // The first count is always asked for: it initialises the badge, and a skip rule needs it.
    enabled: Boolean(player),
    refetchInterval: polling.poll ? interval : false,
    refetchOnWindowFocus: polling.poll,
    queryFn: async ({ signal }) =>
      (await api.get<BetCountResponse>(myBetsPaths.betCount(player!.accountId), { withAuth: true, signal })).data,
  });

  const answer = count.data;
  const answeredAt = count.dataUpdatedAt;
  useEffect(() => {
    if (!answer) return;
    store.getState().setBetCount(answer.count);
    const wallet = stores.wallet.getState();
    wallet.setBalance(answer.balance);
    const updated = stores.wallet.getState().wallet;
    if (updated && wallet.wallet?.balance !== answer.balance) bus.emit('wallet/updated', { wallet: updated });
    bus.emit('parent/post', { type: 'balanceupdate', balance: answer.balance });
  }, [answer, answeredAt, bus, store, stores]);

  return count;
}
