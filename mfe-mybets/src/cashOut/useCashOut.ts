import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  failedCall,
  useShellContext,
  type CashoutOffer,
  type CashoutTake,
  type CashoutTaken,
  type MyBet,
} from '@sportsbook/contracts';
import { useMyBetsStoreApi, usePlayer, MY_BETS_KEY, myBetsPaths } from '../state';
import { inCountdown, offerSecondsLeft, type CashOutStep } from './cashOutModel';

/** The platform's own words for a refusal ('the cash-out offer has expired'), when it gave any. */
function messageOf(error: unknown): string | undefined {
  return failedCall(error).message;
}

/** The platform's refusal of a take whose value moved beyond the tolerance: it holds a new offer instead. */
export const CASHOUT_VALUE_CHANGED = 'CASHOUT_VALUE_CHANGED';
const valueChanged = (error: unknown) => failedCall(error).code === CASHOUT_VALUE_CHANGED;

/**
 * Cash out of one open bet: ask the platform for an offer, hold it for its countdown while the player
 * confirms, then take it. While an offer runs the bet is in countdown, which keeps a closed modal hidden
 * rather than closed so the player's confirmation is not lost.
 */
export function useCashOut(bet: MyBet, onDone: (bet: MyBet, amount: number) => void) {
  const { api, bus, stores } = useShellContext();
  const player = usePlayer();
  const store = useMyBetsStoreApi();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CashOutStep>({ step: 'offered' });
  const [now, setNow] = useState(() => Date.now());
  const betId = bet.betId;
  const mounted = useRef(true);

  useEffect(() => {
    store.getState().setInCountdown(betId, inCountdown(step));
    store.getState().setInConfirmation(betId, step.step === 'confirming');
  }, [betId, step, store]);
  useEffect(
    () => () => {
      mounted.current = false;
      store.getState().setInCountdown(betId, false);
      store.getState().setInConfirmation(betId, false);
    },
    [betId, store],
  );

  const offer = step.step === 'countdown' ? step.offer : null;
  useEffect(() => {
    if (!offer) return;
    const tick = () => {
      setNow(Date.now());
      if (offerSecondsLeft(offer, Date.now()) === 0) setStep({ step: 'expired' });
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [offer]);

  /** Asks for an offer; `shown` is the value the player saw on the button, which the offer may differ from. */
  const request = useCallback(
    async (shown?: number) => {
      if (!player) return;
      setStep({ step: 'requesting' });
      try {
        const answer = (await api.get<CashoutOffer>(myBetsPaths.cashOut(player.accountId, betId), { withAuth: true })).data;
        if (!mounted.current) return;
        setNow(Date.now());
        setStep({ step: 'countdown', offer: answer, shown });
      } catch (error) {
        if (mounted.current) setStep({ step: 'failed', message: messageOf(error) ?? '' });
      }
    },
    [api, betId, player],
  );

  /** Takes the held offer: in full, or `part` of it (major units) with the rest of the stake left on. */
  const confirm = useCallback(
    async (part?: number) => {
      if (!player || step.step !== 'countdown') return;
      const held = step.offer;
      setStep({ step: 'confirming', offer: held, shown: step.shown });
      try {
        const body: CashoutTake = part === undefined ? { offerId: held.offerId } : { offerId: held.offerId, amount: part };
        const taken = (await api.post<CashoutTaken>(myBetsPaths.cashOut(player.accountId, betId), body, { withAuth: true })).data;
        stores.wallet.getState().setBalance(taken.balance);
        const wallet = stores.wallet.getState().wallet;
        if (wallet) bus.emit('wallet/updated', { wallet });
        bus.emit('parent/post', { type: 'balanceupdate', balance: taken.balance });
        if (mounted.current) setStep({ step: 'done', amount: taken.amount, stakeLeft: taken.stakeLeft });
        onDone(bet, taken.amount);
        await queryClient.invalidateQueries({ queryKey: [MY_BETS_KEY] });
      } catch (error) {
        await queryClient.invalidateQueries({ queryKey: [MY_BETS_KEY, 'open'] });
        // The price moved while the player confirmed: the new value is offered to accept, never paid unseen,
        // and the confirmation names the offer it replaces.
        if (valueChanged(error)) await request(held.amount);
        else if (mounted.current) setStep({ step: 'failed', message: messageOf(error) ?? '' });
      }
    },
    [api, bet, betId, bus, onDone, player, queryClient, request, step, stores],
  );

  const cancel = useCallback(() => setStep({ step: 'offered' }), []);

  return { step, secondsLeft: offer ? offerSecondsLeft(offer, now) : 0, request, confirm, cancel };
}
