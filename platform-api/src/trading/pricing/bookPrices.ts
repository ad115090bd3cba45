import { adjustedProbability, PRICE_LADDER } from '@sportsbook/domain';

/** The range of the sum of implied probabilities an open book keeps: never a sure profit for the bettor, never a rip-off. */
export const MIN_OVERROUND = 1.02;
export const MAX_OVERROUND = 1.15;
/**
 * A book whose outcomes would be priced outside these is suspended: a near-certain outcome leaves nothing to
 * trade, and the ladder's ends (1.01, 1000) are not prices a trader offers.
 */
export const MIN_OFFERED_PRICE = 1.02;
export const MAX_OFFERED_PRICE = 500;

const LADDER = PRICE_LADDER.filter((price) => price >= MIN_OFFERED_PRICE && price <= MAX_OFFERED_PRICE);

/** The highest ladder step at or below a price: rounding towards the house keeps the margin the model asked for. */
function stepAtOrBelow(price: number): number {
  let low = 0;
  let high = LADDER.length - 1;
  if (price < LADDER[0]) return -1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (LADDER[mid] <= price + 1e-9) low = mid;
    else high = mid - 1;
  }
  return low;
}

const overround = (steps: number[]) => steps.reduce((sum, step) => sum + 1 / LADDER[step], 0);

/**
 * The prices of one market's outcomes from their fair probabilities: the margin of the odds ladder, rounded
 * down onto the ladder, then the longest prices shortened (or the shortest lengthened) one step at a time until
 * the book's overround lies within [MIN_OVERROUND, MAX_OVERROUND] per winner. Answers null when the market cannot be
 * offered: an outcome is all but certain or all but impossible, or the book cannot be brought into range.
 */
export function bookPrices(probabilities: number[], margin: number): number[] | null {
  // A market whose outcomes each cover several results (double chance) has that many winners: its book is
  // measured per winner.
  const winners = Math.round(probabilities.reduce((sum, p) => sum + p, 0));
  if (probabilities.length < 2 || winners < 1) return null;
  const steps: number[] = [];
  for (const p of probabilities) {
    if (!(p > 0 && p < 1)) return null;
    const price = 1 / adjustedProbability(p, margin);
    if (price > MAX_OFFERED_PRICE) return null;
    const step = stepAtOrBelow(price);
    if (step < 0) return null;
    steps.push(step);
  }
  // Each move changes one implied probability by at most one ladder step, so a bounded number of moves settles it.
  for (let moves = 0; moves < 2000; moves++) {
    const sum = overround(steps) / winners;
    if (sum < MIN_OVERROUND) {
      const longest = steps.indexOf(Math.max(...steps));
      if (steps[longest] === 0) return null;
      steps[longest] -= 1;
    } else if (sum > MAX_OVERROUND) {
      const shortest = steps.indexOf(Math.min(...steps));
      if (steps[shortest] === LADDER.length - 1) return null;
      steps[shortest] += 1;
    } else {
      return steps.map((step) => LADDER[step]);
    }
  }
  return null;
}
