/**
 * How returns meet a drawn credit line (spec 2 section 8, RES-00057). A stake the balance could not pay was
 * partly taken from the player's credit line; money the player is owed back (a win, a void leg's refund, a
 * cash out, a refused or timed-out referral's refund, a promotion's extra winnings) repays that drawn credit
 * first, and only the rest reaches the balance. The credit used is one debt of the wallet, not of a bet: a
 * bet's returns repay whatever is drawn, whichever bet drew it, so the debt never outlives money paid out.
 * Deposits are the player's own money and are not payouts: they go to the balance.
 */
export interface ReturnsSplit {
  /** What the returns pay back on the credit line, in minor units. */
  repaysCredit: number;
  /** What is left for the balance, in minor units. */
  toBalance: number;
}

export function splitReturns(returnsMinor: number, creditUsedMinor: number): ReturnsSplit {
  if (!Number.isSafeInteger(returnsMinor) || returnsMinor < 0)
    throw new Error(`returns must be whole, non-negative minor units, not ${returnsMinor}`);
  if (!Number.isSafeInteger(creditUsedMinor) || creditUsedMinor < 0)
    throw new Error(`the credit used must be whole, non-negative minor units, not ${creditUsedMinor}`);
  const repaysCredit = Math.min(returnsMinor, creditUsedMinor);
  return { repaysCredit, toBalance: returnsMinor - repaysCredit };
}
