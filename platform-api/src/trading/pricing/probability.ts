/** Small probability helpers for the pricing models. */

export function poissonPmf(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** P(X = 0..max) of a Poisson variable; the last cell takes the tail so the row sums to 1. */
export function poissonRow(lambda: number, max: number): number[] {
  const row = Array.from({ length: max + 1 }, (_, k) => poissonPmf(lambda, k));
  const sum = row.reduce((a, b) => a + b, 0);
  row[max] += 1 - sum;
  return row;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
