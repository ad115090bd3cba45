import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failedCall, useShellContext, type AutoCashOutRule } from '@sportsbook/contracts';
import type { AutoCashOutRequest } from '@sportsbook/contracts/wire';
import { usePlayer, MY_BETS_KEY, myBetsPaths } from '../state';

const ruleOf = (target: number): AutoCashOutRequest => ({ target });

/** The platform's own words for a refusal, when it gave any. */
function messageOf(error: unknown): string {
  return failedCall(error).message ?? '';
}

/**
 * Sets and removes a bet's auto cash-out rule on the platform, which keeps it and fires it with nobody
 * watching; the open bets are refetched after, so the card shows the rule as the platform holds it.
 */
export function useAutoCashOut(betId: number) {
  const { api } = useShellContext();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  /** The platform's refusal ('' when it gave no words), or null. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = useCallback(
    async (method: 'put' | 'delete', target?: number) => {
      if (!player) return false;
      setBusy(true);
      setRefusal(null);
      try {
        const url = myBetsPaths.autoCashOut(player.accountId, betId);
        await api.request<AutoCashOutRule>({
          method,
          url,
          withAuth: true,
          ...(target === undefined ? {} : { data: ruleOf(target) }),
        });
        await queryClient.invalidateQueries({ queryKey: [MY_BETS_KEY, 'open'] });
        return true;
      } catch (error) {
        setRefusal(messageOf(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, betId, player, queryClient],
  );

  return {
    busy,
    refusal,
    set: (target: number) => send('put', target),
    remove: () => send('delete'),
  };
}
