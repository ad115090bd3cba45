import type { ParlayConfig } from '@sportsbook/contracts';
import { epwEligible, epwTier, extraWinningsMinor } from './parlayExtraWinnings';

const CONFIG: ParlayConfig = {
  epwPromoFilterValues: [
    { betSize: 3, percentage: 5 },
    { betSize: 5, percentage: 10 },
    { betSize: 8, percentage: 25 },
    { betSize: 12, percentage: 50 },
  ],
  maxAmount: 10_000,
};
const MAX = 1_000_000; // EUR 10,000.00 in cents

describe('parlay extra winnings', () => {
  it.each([
    // legs, stake (cents), returns (cents), extra (cents)
    [2, 125_000, 500_000, 0], // a double: under the smallest tier
    [3, 125_000, 4_921_875, 239_844], // 1250.00 on 39.375: winnings 47,968.75 × 5% = 2,398.4375 -> 2,398.44
    [4, 125_000, 1_000_000, 43_750], // 4 legs take the 3-leg tier: 8,750.00 × 5% = 437.50
    [5, 200_000, 1_200_000, 100_000], // 10% of 10,000.00 = 1,000.00
    [8, 150_000, 1_150_000, 250_000], // 25% of 10,000.00
    [12, 150_000, 3_150_000, 1_000_000], // 50% of 30,000.00 = 15,000.00, capped at 10,000.00
    [3, 125_000, 125_000, 0], // all void: returns the stake, no winnings
    [3, 125_000, 0, 0], // lost
  ])('%i legs, stake %i, returns %i: extra %i', (legs, stake, returns, extra) => {
    expect(extraWinningsMinor(CONFIG, legs, stake, returns, MAX)).toBe(extra);
  });

  it('earns nothing without a config (the brand offers none)', () => {
    expect(extraWinningsMinor(undefined, 5, 100, 10_000, MAX)).toBe(0);
    expect(extraWinningsMinor({ epwPromoFilterValues: [], maxAmount: 0 }, 5, 100, 10_000, 0)).toBe(0);
  });

  it('picks the largest tier not over the number of selections', () => {
    expect([2, 3, 4, 7, 8, 20].map((legs) => epwTier(CONFIG, legs)?.percentage)).toEqual([undefined, 5, 5, 10, 25, 50]);
  });

  it.each([
    [true, true, false, true],
    [false, true, false, false],
    [true, false, false, false],
    [true, true, true, false],
  ])('setting %s, logged in %s, excluded %s: eligible %s', (on, loggedIn, excluded, eligible) => {
    expect(epwEligible(on, loggedIn, excluded)).toBe(eligible);
  });
});
