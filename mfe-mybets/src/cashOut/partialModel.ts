import { fromMinorUnits, toMinorUnits, partialCashOutRange, splitForPartialCashOut } from '@sportsbook/domain';
import type { CashoutOffer, MyBet } from '@sportsbook/contracts';

/** The amounts a partial cash out of a bet may pay at its value now, in major units; none when it cannot be split. */
export function partialRange(bet: MyBet, currency: string): { min: number; max: number } | null {
  if (typeof bet.cashoutValue !== 'number') return null;
  const range = partialCashOutRange(toMinorUnits(bet.cashoutValue, currency), toMinorUnits(bet.unitStake, currency));
  return range && { min: fromMinorUnits(range.min, currency), max: fromMinorUnits(range.max, currency) };
}

/** Where the amount starts: half the most a part may pay, in whole minor units. */
export const halfOf = (range: { min: number; max: number }, currency: string) =>
  fromMinorUnits(Math.max(toMinorUnits(range.min, currency), Math.floor(toMinorUnits(range.max, currency) / 2)), currency);

/** What a partial cash out of `part` pays out of `offer`, and the stake and potential returns that stay on. */
export interface PartialPayment {
  amount: number;
  stakeLeft: number;
  potentialReturnsLeft: number;
}

/**
 * The part the player chose, against the offer the platform holds: kept when the offer allows it, brought
 * within the offer's range when the offer moved under it (the confirmation then says so), split by the
 * platform's own rule so what the control shows is what the platform pays.
 */
export function partialPayment(
  part: number,
  offer: Pick<CashoutOffer, 'amount' | 'partial'>,
  bet: Pick<MyBet, 'unitStake' | 'potentialReturns'>,
  currency: string,
): PartialPayment | null {
  if (!offer.partial) return null;
  const amount = Math.min(Math.max(part, offer.partial.min), offer.partial.max);
  const split = splitForPartialCashOut(toMinorUnits(amount, currency), toMinorUnits(offer.amount, currency), {
    stake: toMinorUnits(bet.unitStake, currency),
    potentialReturns: toMinorUnits(bet.potentialReturns, currency),
  });
  if (!split) return null;
  return {
    amount,
    stakeLeft: fromMinorUnits(split.stakeLeft, currency),
    potentialReturnsLeft: fromMinorUnits(split.potentialReturnsLeft, currency),
  };
}

/** Whether an offer differs from the value the player was shown, by a minor unit or more. */
export const offerChanged = (shown: number, offered: number, currency: string) =>
  toMinorUnits(shown, currency) !== toMinorUnits(offered, currency);
