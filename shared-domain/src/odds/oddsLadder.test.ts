import { adjustedProbability, applyLadderMargin, priceFromProbability, PRICE_LADDER, snapToLadder } from './oddsLadder';

describe('odds ladder', () => {
  it('is an increasing list from 1.01 to 1000 with the usual steps', () => {
    expect(PRICE_LADDER[0]).toBe(1.01);
    expect(PRICE_LADDER.at(-1)).toBe(1000);
    expect(PRICE_LADDER).toEqual(expect.arrayContaining([1.5, 1.99, 2, 2.02, 2.5, 3.05, 4.1, 6.2, 10.5, 21, 34, 55, 110]));
    for (let i = 1; i < PRICE_LADDER.length; i++) expect(PRICE_LADDER[i]).toBeGreaterThan(PRICE_LADDER[i - 1]);
  });

  it.each([
    [1.004, 1.01],
    [2.013, 2.02],
    [2.011, 2.02],
    [2.009, 2],
    [3.03, 3.05],
    [7.04, 7],
    [999, 1000],
  ])('snaps %d to %d', (price, snapped) => {
    expect(snapToLadder(price)).toBe(snapped);
  });

  it('adds margin times sqrt(p(1-p)) to the probability', () => {
    // p = 0.5, margin 0.05: 0.5 + 0.05 * 0.5 = 0.525
    expect(adjustedProbability(0.5, 0.05)).toBeCloseTo(0.525, 10);
    // p = 0.2, margin 0.04: 0.2 + 0.04 * 0.4 = 0.216
    expect(adjustedProbability(0.2, 0.04)).toBeCloseTo(0.216, 10);
  });

  it.each([
    // 1 / 0.525 = 1.9048 -> 1.9
    [0.5, 0.05, 1.9],
    // 1 / 0.216 = 4.63 -> 4.6 (0.1 steps between 4 and 6)
    [0.2, 0.04, 4.6],
    // no margin: fair price 1 / 0.25 = 4
    [0.25, 0, 4],
    [0, 0.05, 1000],
  ])('probability %d with margin %d prices at %d', (p, margin, price) => {
    expect(priceFromProbability(p, margin)).toBe(price);
  });

  it('re-prices a feed price with a brand margin', () => {
    // feed 2.00 -> p 0.5 -> 0.525 -> 1.9
    expect(applyLadderMargin(2, 0.05)).toBe(1.9);
  });
});
