/**
 * Partial cash out (issue 42): the player picks an amount of a bet's cash-out offer; that amount is paid at
 * the offer's rate and the rest of the stake stays on. All in whole minor units of the player's currency.
 *
 * The stake the amount buys back is the amount's share of the offer, of the stake, rounded up to a whole
 * minor unit: the player never gets a better rate than the offer's, and the bet left running is a little
 * smaller rather than the house paying a fraction more. What the bet may still return (and a multiple's
 * promised extra winnings) shrink with the stake, rounded down, so nothing promised grows in the split.
 * Integer arithmetic (BigInt) keeps products of large stakes and offers exact.
 */

/** The amounts a partial cash out may pay: at least one minor unit, and leaving at least one minor unit staked. */
export interface PartialCashOutRange {
  min: number;
  max: number;
}

/** What a partial cash out takes off a bet and what is left running. */
export interface PartialCashOutSplit {
  /** The stake bought back by the amount paid. */
  stakeCashedOut: number;
  /** The stake still on. */
  stakeLeft: number;
  /** The potential returns of the stake left (rounded down). */
  potentialReturnsLeft: number;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The stake an amount of the offer buys back, rounded up to a whole minor unit. */
function stakeFor(amount: number, offer: number, stake: number): number {
  return Number(ceilDiv(BigInt(stake) * BigInt(amount), BigInt(offer)));
}

/** A share of an amount in proportion to what is left of a stake, rounded down. */
export function inProportion(amount: number, stakeLeft: number, stake: number): number {
  return Number((BigInt(amount) * BigInt(stakeLeft)) / BigInt(stake));
}

/**
 * The amounts of an offer a partial cash out may pay, or none when the stake is too small to split (one minor
 * unit) or the offer too small to part.
 */
export function partialCashOutRange(offer: number, stake: number): PartialCashOutRange | null {
  if (!Number.isSafeInteger(offer) || !Number.isSafeInteger(stake) || offer < 2 || stake < 2) return null;
  // The largest amount whose stake, rounded up, still leaves one minor unit on: offer × (stake − 1) / stake.
  const max = Number((BigInt(offer) * BigInt(stake - 1)) / BigInt(stake));
  return max >= 1 ? { min: 1, max } : null;
}

/** Splits a bet for a partial cash out of `amount` out of `offer`; none when the amount is out of range. */
export function splitForPartialCashOut(
  amount: number,
  offer: number,
  bet: { stake: number; potentialReturns: number },
): PartialCashOutSplit | null {
  const range = partialCashOutRange(offer, bet.stake);
  if (!range || !Number.isSafeInteger(amount) || amount < range.min || amount > range.max) return null;
  const stakeCashedOut = stakeFor(amount, offer, bet.stake);
  const stakeLeft = bet.stake - stakeCashedOut;
  return { stakeCashedOut, stakeLeft, potentialReturnsLeft: inProportion(bet.potentialReturns, stakeLeft, bet.stake) };
}
