import { fromMinorUnits, roundMinor, toMinorUnits } from '../money/money';
import { currencyDigits } from '../money/currencyDigits';
import { NO_TAX, returnsAfterTax, returnsInMinorUnits } from './returns';

/**
 * Returns are odds times stake in whole minor units of the bet's currency, rounded once, halves away from
 * zero: what the slip shows, what the bet row stores and what settlement pays.
 */
describe('returns in minor units (odds x stake)', () => {
  it.each([
    // currency, stake on the wire, odds, stake in minor units, exact product in minor units, returns in minor units, returns on the wire
    ['EUR', 2, 1.85, 200, '370', 370, 3.7],
    ['EUR', 0.15, 1.7, 15, '25.5', 26, 0.26],
    ['EUR', 0.05, 1.5, 5, '7.5', 8, 0.08],
    ['GBP', 0.1, 1.33, 10, '13.3', 13, 0.13],
    ['EUR', 1, 1.5 * 1.5 * 1.5, 100, '337.5 (a treble at 1.50)', 338, 3.38],
    ['JPY', 333, 1.5, 333, '499.5', 500, 500],
    ['KRW', 5_000, 1.91, 5_000, '9550', 9_550, 9_550],
    ['IDR', 5_750, 1.87, 5_750, '10752.5 (IDR 5.75 shown, in thousands)', 10_753, 10_753],
    ['KES', 10.05, 2.35, 1_005, '2361.75', 2_362, 23.62],
    ['KWD', 1.005, 1.5, 1_005, '1507.5', 1_508, 1.508],
  ])('%s %d at %d: %d minor units, %s, returns %d (%d)', (currency, stake, odds, stakeMinor, _exact, returnsMinor, wire) => {
    expect(toMinorUnits(stake, currency)).toBe(stakeMinor);
    expect(returnsInMinorUnits(stakeMinor, odds, NO_TAX).potentialReturns).toBe(returnsMinor);
    expect(fromMinorUnits(returnsMinor, currency)).toBe(wire);
    expect(returnsAfterTax(stake, odds, NO_TAX, currencyDigits(currency)).potentialReturns).toBe(wire);
  });

  it('takes the stake tax and the winnings tax in minor units: KES 49.00 at 2.10, 15 % and 20 %, pays KES 79.77', () => {
    const tax = { enableStakeAfterTax: true, stakeRatePercentage: 15, taxDeductionEnabled: true, taxReturnsPercentage: 20 };
    // 4900 x 0.85 = 4165; 4165 x 2.1 = 8746.5; (8746.5 - 4900) x 0.2 = 769.3; 8746.5 - 769.3 = 7977.2.
    expect(returnsInMinorUnits(4_900, 2.1, tax)).toEqual({
      stakeAfterTax: 4_165,
      grossReturns: 8_747,
      taxDeduction: 769,
      potentialReturns: 7_977,
    });
    expect(returnsAfterTax(49, 2.1, tax).potentialReturns).toBe(79.77);
  });

  it.each([
    [25.499999999999996, 26],
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-0.4, 0],
    [0, 0],
  ])('rounds %d minor units to %d', (value, whole) => {
    expect(Object.is(roundMinor(value), whole)).toBe(true);
  });
});
