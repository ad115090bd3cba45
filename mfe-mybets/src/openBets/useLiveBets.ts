import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MyBet } from '@sportsbook/contracts';
import { MY_BETS_KEY, openBetsKey } from '../state';
import { applyLiveChanges, followedEventIds } from './liveChanges';

const STREAM_PATH = '/xapi/live/stream';
/** Settlement follows an event's end within the simulator's tick; a short wait finds the bets settled. */
export const SETTLE_REFETCH_DELAY_MS = 1500;

/**
 * Live scores, clocks and prices of the open bets' events, pushed by the platform's live stream while the
 * list is shown (the cash-out value follows the prices); an event that starts or ends refetches my bets. The polling of spec 2 stays the fallback
 * (and all there is where the browser has no EventSource). The browser's own reconnects send Last-Event-ID and
 * get what they missed; when the platform cannot resume that far back it says `resync`, and my bets are refetched.
 */
export function useLiveBets(accountId: string | undefined, currency: string | undefined, bets: MyBet[] | undefined) {
  const queryClient = useQueryClient();
  const eventIds = useMemo(() => (bets ? followedEventIds(bets).join(',') : ''), [bets]);
  // An ended event leaves the followed set and the stream is opened again: the refetch it asked for must outlive that.
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);
  useEffect(() => {
    if (!eventIds || !currency || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${STREAM_PATH}?eventIds=${eventIds}`);
    source.addEventListener('changes', (message) => {
      let changes: unknown;
      try {
        changes = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (!Array.isArray(changes)) return;
      const list: unknown[] = changes;
      let refetch = false;
      queryClient.setQueryData<MyBet[]>(openBetsKey(accountId), (current) => {
        if (!current) return current;
        const applied = applyLiveChanges(current, list, currency);
        refetch = applied.refetch;
        return applied.bets;
      });
      if (refetch && !refetchTimer.current)
        refetchTimer.current = setTimeout(() => {
          refetchTimer.current = undefined;
          void queryClient.invalidateQueries({ queryKey: [MY_BETS_KEY] });
        }, SETTLE_REFETCH_DELAY_MS);
    });
    source.addEventListener('resync', () => void queryClient.invalidateQueries({ queryKey: [MY_BETS_KEY] }));
    return () => source.close();
  }, [accountId, currency, eventIds, queryClient]);
}
