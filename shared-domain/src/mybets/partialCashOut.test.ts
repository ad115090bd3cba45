import { inProportion, partialCashOutRange, splitForPartialCashOut } from './partialCashOut';

describe('partial cash out', () => {
  // Worked numbers in minor units: a 10.00 EUR stake returning 30.00, offered 15.00 (a rate of 1.5 a stake unit).
  it.each([
    // amount, offer, stake, returns → stake cashed out, stake left, returns left
    [600, 1500, 1000, 3000, 400, 600, 1800], // 6.00 of 15.00 buys back exactly 4.00 of stake
    [700, 1500, 1000, 3000, 467, 533, 1599], // 466.67 rounds up to 4.67: the rate is never better than the offer's
    [1, 1500, 1000, 3000, 1, 999, 2997], // the smallest amount, one cent, still takes a whole cent of stake
    [1498, 1500, 1000, 3000, 999, 1, 3], // the largest amount leaves one cent running
    [500, 1234, 1000, 2500, 406, 594, 1485], // JPY (no minor digits): 500 yen of a 1,234 yen offer on a 1,000 yen stake
    [2_000_000, 9_000_000, 5_000_000, 20_000_000, 1_111_112, 3_888_888, 15_555_552], // IDR thousands: exact in BigInt
    [400, 800, 1000, 1900, 500, 500, 950], // an offer under the stake: half the offer, half the stake
  ])('%p of an offer of %p on a stake of %p (returns %p)', (amount, offer, stake, returns, cashed, left, returnsLeft) => {
    expect(splitForPartialCashOut(amount, offer, { stake, potentialReturns: returns })).toEqual({
      stakeCashedOut: cashed,
      stakeLeft: left,
      potentialReturnsLeft: returnsLeft,
    });
  });

  it.each([
    ['nothing', 0],
    ['a negative amount', -5],
    ['the whole offer (a full cash out)', 1500],
    ['one minor unit too many', 1499],
    ['more than the offer', 2000],
    ['a fraction of a minor unit', 10.5],
  ])('refuses %s', (_name, amount) => {
    expect(splitForPartialCashOut(amount, 1500, { stake: 1000, potentialReturns: 3000 })).toBeNull();
  });

  it.each([
    [1500, 1000, { min: 1, max: 1498 }],
    [1500, 2, { min: 1, max: 750 }],
    [1500, 1, null], // one cent of stake cannot be split
    [1, 1000, null], // nor an offer of one cent
    [3, 1000, { min: 1, max: 2 }],
  ])('an offer of %p on a stake of %p may pay %p', (offer, stake, range) => {
    expect(partialCashOutRange(offer, stake)).toEqual(range);
  });

  it('shares an amount in proportion to the stake left, rounded down', () => {
    expect(inProportion(2500, 533, 1000)).toBe(1332);
    expect(inProportion(1000, 1000, 1000)).toBe(1000);
  });
});
