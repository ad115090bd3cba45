import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BET_EDIT_CHANGED, BET_EDIT_QUOTE_EXPIRED } from '@sportsbook/domain';
import type { EditBetConfirmRequest } from '@sportsbook/contracts/wire';
import { failedCall, useShellContext } from '@sportsbook/contracts';
import type { BetEditCandidate, BetEditQuote, BetEdited, BetEditRequest } from '@sportsbook/domain';
import { usePlayer, MY_BETS_KEY, myBetsPaths } from '../state';

/** Where an edit stands: choosing legs, being priced, its quote held for the player, confirmed, or refused. */
export type EditStep =
  | { step: 'choosing' }
  | { step: 'quoting' }
  | { step: 'quoted'; quote: BetEditQuote; changed: boolean }
  | { step: 'confirming'; quote: BetEditQuote }
  | { step: 'done'; edited: BetEdited }
  | { step: 'failed'; message: string };

const messageOf = (error: unknown) => failedCall(error).message ?? '';
const confirmation = (quoteId: string): EditBetConfirmRequest => ({ quoteId });

/**
 * An edit of one open multiple: the selections it may add (asked for once the player wants to add), the
 * platform's quote of the new bet, held for its countdown, and the confirmation. Prices that moved since the
 * quote bring a new quote to read, never an edit the player has not seen.
 */
export function useEditBet(betId: number, wantsCandidates: boolean, onEdited?: (edited: BetEdited) => void) {
  const { api, bus, stores } = useShellContext();
  const player = usePlayer();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<EditStep>({ step: 'choosing' });
  const [now, setNow] = useState(() => Date.now());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const candidates = useQuery({
    queryKey: [MY_BETS_KEY, 'edit-candidates', player?.accountId, betId],
    queryFn: async () =>
      (await api.get<BetEditCandidate[]>(myBetsPaths.editBet(player!.accountId, betId, '/candidates'), { withAuth: true })).data,
    enabled: Boolean(player) && wantsCandidates,
    staleTime: 30_000,
  });

  const quote = step.step === 'quoted' ? step.quote : null;
  useEffect(() => {
    if (!quote) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.parse(quote.expiresAt) <= Date.now()) setStep({ step: 'failed', message: 'expired' });
    }, 250);
    return () => clearInterval(timer);
  }, [quote]);

  const ask = useCallback(
    async (request: BetEditRequest, changed = false) => {
      if (!player) return;
      setStep({ step: 'quoting' });
      try {
        const answer = (
          await api.post<BetEditQuote>(myBetsPaths.editBet(player.accountId, betId, '/quote'), request, { withAuth: true })
        ).data;
        if (!mounted.current) return;
        setNow(Date.now());
        setStep({ step: 'quoted', quote: answer, changed });
      } catch (error) {
        if (mounted.current) setStep({ step: 'failed', message: messageOf(error) });
      }
    },
    [api, betId, player],
  );

  const confirm = useCallback(
    async (request: BetEditRequest) => {
      if (!player || step.step !== 'quoted') return;
      const held = step.quote;
      setStep({ step: 'confirming', quote: held });
      try {
        const edited = (
          await api.post<BetEdited>(myBetsPaths.editBet(player.accountId, betId), confirmation(held.quoteId), { withAuth: true })
        ).data;
        stores.wallet.getState().setBalance(edited.balance);
        const wallet = stores.wallet.getState().wallet;
        if (wallet) bus.emit('wallet/updated', { wallet });
        if (mounted.current) setStep({ step: 'done', edited });
        onEdited?.(edited);
        await queryClient.invalidateQueries({ queryKey: [MY_BETS_KEY] });
      } catch (error) {
        const { code } = failedCall(error);
        // The prices moved, or the quote ran out while the player read it: the new figures are quoted to read again.
        if (code === BET_EDIT_CHANGED || code === BET_EDIT_QUOTE_EXPIRED) await ask(request, true);
        else if (mounted.current) setStep({ step: 'failed', message: messageOf(error) });
      }
    },
    [api, ask, betId, bus, onEdited, player, queryClient, step, stores],
  );

  const reset = useCallback(() => setStep({ step: 'choosing' }), []);
  const secondsLeft = quote ? Math.max(0, Math.ceil((Date.parse(quote.expiresAt) - now) / 1000)) : 0;
  return { step, secondsLeft, candidates: candidates.data, candidatesLoading: candidates.isLoading, ask, confirm, reset };
}
