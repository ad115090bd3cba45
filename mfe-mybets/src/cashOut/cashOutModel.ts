import type { CashoutOffer, MyBet } from '@sportsbook/contracts';

/**
 * Cash out is offered on an open bet while the platform quotes a value for it, and none of its legs has
 * an event that ended without a result yet (the quote was made before the end, the platform would refuse it).
 */
export function cashOutOffered(bet: MyBet): boolean {
  if (bet.status !== 'open' || typeof bet.cashoutValue !== 'number' || bet.cashoutValue <= 0) return false;
  return bet.selections.every((leg) => leg.result !== null || leg.event.state !== 'finished');
}

/** Whole seconds left on an offer, rounded up so the last second shows as 1, never below 0. */
export function offerSecondsLeft(offer: Pick<CashoutOffer, 'expiresAt'>, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(offer.expiresAt) - now) / 1000));
}

/**
 * Where a cash out stands on one bet: offered (the button), countdown (an offer held for cashout_timeout
 * that the player confirms; `shown` is the value the player last saw before it, the button's or the offer
 * the platform replaced), confirming (the take is with the platform), done (in full, or a part with the
 * stake left running), expired (the offer ran out), or failed (the platform refused, with its message).
 */
export type CashOutStep =
  | { step: 'offered' }
  | { step: 'requesting' }
  | { step: 'countdown'; offer: CashoutOffer; shown?: number }
  | { step: 'confirming'; offer: CashoutOffer; shown?: number }
  | { step: 'done'; amount: number; stakeLeft?: number }
  | { step: 'expired' }
  | { step: 'failed'; message: string };

/** Bets whose offer is running count as in countdown for the my bets modal (spec 2 section 4). */
export function inCountdown(step: CashOutStep): boolean {
  return step.step === 'requesting' || step.step === 'countdown' || step.step === 'confirming';
}
