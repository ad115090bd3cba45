import { formatEuro, formatOdds, isNegativeDisplay } from './oddsFormats';
import {
  accumulatorOdds,
  eachWayReturns,
  placeFractionOf,
  returnsAfterTax,
  systemReturns,
  systemTotalStake,
  NO_TAX,
} from './returns';
import {
  combinations,
  comboOddsSums,
  foldSystem,
  multipleDescription,
  NAMED_SYSTEMS,
  systemBetCount,
  systemById,
  systemsFor,
} from './systems';

const named = (name: string) => NAMED_SYSTEMS.find((s) => s.name === name)!;

describe('odds formats', () => {
  it.each([
    [1.005, '1.005'],
    [1.01, '1.01'],
    [2.5, '2.50'],
  ])('euro %d shows %s', (decimal, shown) => expect(formatEuro(decimal)).toBe(shown));

  it.each([
    // decimal, format, negative odds on, shown
    [2.5, 'hk', false, '1.50'],
    [1.5, 'hk', true, '0.50'],
    [2.5, 'us', true, '+150'],
    [1.5, 'us', true, '-200'],
    [1.5, 'us', false, '+50'],
    [1.5, 'malay', true, '0.50'],
    [3.0, 'malay', true, '-0.50'],
    [3.0, 'malay', false, '2.00'],
    [1.5, 'indo', true, '-2.00'],
    [3.0, 'indo', true, '2.00'],
    [1.25, 'indo', false, '0.25'],
    [1.909, 'euro', true, '1.91'],
  ] as const)('%d in %s (negative odds %s) shows %s', (decimal, format, negative, shown) => {
    expect(formatOdds(decimal, format, negative)).toBe(shown);
  });

  it('shows negative odds only for malay above 2 and indo or us below 2, with the setting on', () => {
    expect(isNegativeDisplay(2.5, 'malay', true)).toBe(true);
    expect(isNegativeDisplay(1.5, 'malay', true)).toBe(false);
    expect(isNegativeDisplay(1.5, 'indo', true)).toBe(true);
    expect(isNegativeDisplay(1.5, 'us', false)).toBe(false);
    expect(isNegativeDisplay(1.5, 'hk', true)).toBe(false);
  });
});

describe('multiples and systems', () => {
  it('names multiples by size and multiplies their odds', () => {
    expect([2, 3, 4, 7].map(multipleDescription)).toEqual(['Double', 'Treble', '4-Fold', '7-Fold']);
    expect(accumulatorOdds([2, 3, 4])).toBe(24);
  });

  it.each([
    ['Trixie', 4],
    ['Patent', 7],
    ['Yankee', 11],
    ['Lucky 15', 15],
    ['Canadian', 26],
    ['Lucky 31', 31],
    ['Heinz', 57],
    ['Lucky 63', 63],
    ['Super Heinz', 120],
    ['Goliath', 247],
  ])('a %s is %i bets', (name, bets) => {
    expect(systemBetCount(named(name))).toBe(bets);
  });

  it('pays a Trixie at 2.0, 3.0 and 4.0 for a 1 unit stake: doubles 26 + treble 24 = 50, staking 4', () => {
    expect(systemReturns(named('Trixie'), [2, 3, 4], 1)).toBe(50);
    expect(systemTotalStake(named('Trixie'), 1, 3)).toBe(4);
  });

  it('pays a Patent on the same prices 59 (the singles add 9), staking 7', () => {
    expect(systemReturns(named('Patent'), [2, 3, 4], 1)).toBe(59);
  });

  it('pays a Yankee of four evens winners 72 and a Lucky 15 80', () => {
    expect(systemReturns(named('Yankee'), [2, 2, 2, 2], 1)).toBe(72);
    expect(systemReturns(named('Lucky 15'), [2, 2, 2, 2], 1)).toBe(80);
  });

  it('sums combination odds without enumerating them, equal to brute force', () => {
    const odds = [1.5, 2.2, 3.1, 1.8, 4.0, 2.75];
    const sums = comboOddsSums(odds);
    const brute = Array.from({ length: odds.length + 1 }, () => 0);
    for (let mask = 0; mask < 1 << odds.length; mask++) {
      let product = 1;
      let size = 0;
      odds.forEach((o, i) => {
        if (mask & (1 << i)) {
          product *= o;
          size++;
        }
      });
      brute[size] += product;
    }
    sums.forEach((value, k) => expect(value).toBeCloseTo(brute[k], 9));
  });

  it('handles 15 selections in closed form: all 2.0 gives C(15,k)·2^k per size', () => {
    const sums = comboOddsSums(Array(15).fill(2));
    expect(sums[7]).toBe(combinations(15, 7) * 2 ** 7);
    expect(systemReturns(foldSystem(12, 15), Array(15).fill(2), 1)).toBe(455 * 4096);
    expect(systemBetCount(foldSystem(12, 15))).toBe(455);
  });

  it('offers doubles up to n-1 folds and the named covers of exactly n selections', () => {
    expect(systemsFor(3).map((s) => s.name)).toEqual(['Doubles', 'Trixie', 'Patent']);
    expect(systemsFor(4).map((s) => s.id)).toEqual([300002, 300003, 300021, 300022]);
    expect(systemById(300003, 5)?.sizes).toEqual([3]);
    expect(systemById(300021, 5)).toBeUndefined();
  });
});

describe('each-way, tax and returns', () => {
  it('pays 10 each-way at 11.0, a quarter the odds a place: 145 when it wins, 35 when it places', () => {
    expect(eachWayReturns(10, 11, 0.25, true, true)).toBe(145);
    expect(eachWayReturns(10, 11, 0.25, false, true)).toBe(35);
    expect(eachWayReturns(10, 11, 0.25, false, false)).toBe(0);
    expect(placeFractionOf('1/5 1-2-3-4')).toBe(0.2);
  });

  it('takes the stake tax before and the winnings tax after: 100 at 3.0, 10 % and 20 %, pays 236', () => {
    const tax = { enableStakeAfterTax: true, stakeRatePercentage: 10, taxDeductionEnabled: true, taxReturnsPercentage: 20 };
    expect(returnsAfterTax(100, 3, tax)).toEqual({
      stakeAfterTax: 90,
      grossReturns: 270,
      taxDeduction: 34,
      potentialReturns: 236,
    });
    expect(returnsAfterTax(100, 3, NO_TAX).potentialReturns).toBe(300);
  });
});
