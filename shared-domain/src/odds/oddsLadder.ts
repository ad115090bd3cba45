/**
 * The odds ladder of spec 2 section 9: the adjusted probability is the inverse price plus margin times
 * sqrt(p(1-p)), and the resulting price is snapped to the nearest value of a price list.
 */
function ladder(): number[] {
  const steps: [number, number][] = [
    [2, 0.01],
    [3, 0.02],
    [4, 0.05],
    [6, 0.1],
    [10, 0.2],
    [20, 0.5],
    [30, 1],
    [50, 2],
    [100, 5],
    [1000, 10],
  ];
  const prices: number[] = [];
  let price = 1.01;
  for (const [upTo, step] of steps) {
    while (price < upTo - 1e-9) {
      prices.push(Math.round(price * 100) / 100);
      price += step;
    }
    price = upTo;
  }
  prices.push(1000);
  return prices;
}

export const PRICE_LADDER: readonly number[] = ladder();

export function snapToLadder(price: number): number {
  if (!(price > 1)) return PRICE_LADDER[0];
  let best = PRICE_LADDER[0];
  for (const step of PRICE_LADDER) {
    if (Math.abs(step - price) < Math.abs(best - price)) best = step;
    if (step > price) break;
  }
  return best;
}

/** The margin-adjusted probability of a fair probability p. */
export function adjustedProbability(p: number, margin: number): number {
  const q = Math.min(Math.max(p, 0), 1);
  return q + margin * Math.sqrt(q * (1 - q));
}

/** A fair probability to a price with margin, on the ladder. Probabilities at or near zero get the top price. */
export function priceFromProbability(p: number, margin: number): number {
  const adjusted = adjustedProbability(p, margin);
  return adjusted <= 0.001 ? 1000 : snapToLadder(1 / adjusted);
}

/** A feed price re-priced with a brand's margin (the client side of the odds ladder). */
export function applyLadderMargin(feedDecimal: number, margin: number): number {
  return priceFromProbability(1 / feedDecimal, margin);
}
