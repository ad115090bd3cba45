import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { splitReturns } from './creditLine';

describe('returns repay the drawn credit line first', () => {
  // Worked figures in minor units (EUR cents): a player who staked 100.00 with 30.00 on the balance and 70.00
  // drawn on a 100.00 line, then the bet settles in one of these ways.
  const table: Array<[string, number, number, number, number]> = [
    // case, returns, credit used, repays credit, to balance
    ['won 250.00: the 70.00 drawn is repaid, 180.00 to the balance', 25_000, 7_000, 7_000, 18_000],
    ['void, the stake 100.00 back: 70.00 to the line, 30.00 where it came from', 10_000, 7_000, 7_000, 3_000],
    ['cashed out for 45.50: all of it repays the line, 24.50 still drawn', 4_550, 7_000, 4_550, 0],
    ['exactly the drawn amount: the line is clear, nothing to the balance', 7_000, 7_000, 7_000, 0],
    ['lost: no returns, the drawn credit stays', 0, 7_000, 0, 0],
    ['nothing drawn: everything to the balance', 12_345, 0, 0, 12_345],
    ['one cent against a full line', 1, 10_000, 1, 0],
    ['IDR, no decimals in minor units: 2,500,000 returns against 600,000 drawn', 2_500_000, 600_000, 600_000, 1_900_000],
  ];
  for (const [name, returns, used, repays, toBalance] of table)
    it(name, () => {
      const split = splitReturns(returns, used);
      assert.deepEqual(split, { repaysCredit: repays, toBalance });
      // Nothing is lost or made up, and the line never goes below zero.
      assert.equal(split.repaysCredit + split.toBalance, returns);
      assert.ok(used - split.repaysCredit >= 0);
    });

  it('refuses amounts that are not whole minor units', () => {
    assert.throws(() => splitReturns(10.5, 0), /whole/);
    assert.throws(() => splitReturns(-1, 0), /whole/);
    assert.throws(() => splitReturns(100, -5), /whole/);
  });
});
