import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jackpotPriceIn, type JackpotTermsTable } from './jackpotTerms';

const TABLE: JackpotTermsTable = {
  EUR: { lineStake: 1, prize: 100_000 },
  KES: { lineStake: 100, prize: 25_000_000 },
  IDR: { lineStake: 15_000, prize: 1_500_000_000 },
  JPY: { lineStake: 150, prize: 15_000_000 },
  GBP: { lineStake: 0.5, prize: 50_000 },
  // Operator mistakes: a fraction of a yen, a fraction of a cent, nothing, a negative prize.
  KRW: { lineStake: 1_500.5, prize: 150_000_000 },
  USD: { lineStake: 1.005, prize: 100_000 },
  THB: { lineStake: 0, prize: 3_500_000 },
  MYR: { lineStake: 5, prize: -1 },
};

describe("a jackpot's price in the player's currency, from the brand's table", () => {
  const cases: [string, ReturnType<typeof jackpotPriceIn>][] = [
    ['EUR', { currency: 'EUR', unitStake: 1, jackpotPrize: 100_000 }],
    ['eur', { currency: 'EUR', unitStake: 1, jackpotPrize: 100_000 }],
    ['KES', { currency: 'KES', unitStake: 100, jackpotPrize: 25_000_000 }],
    ['IDR', { currency: 'IDR', unitStake: 15_000, jackpotPrize: 1_500_000_000 }],
    ['JPY', { currency: 'JPY', unitStake: 150, jackpotPrize: 15_000_000 }],
    ['GBP', { currency: 'GBP', unitStake: 0.5, jackpotPrize: 50_000 }],
    // Not listed: not offered, never priced like another currency.
    ['VND', null],
    // Listed with amounts that are not whole minor units, or not positive: not offered.
    ['KRW', null],
    ['USD', null],
    ['THB', null],
    ['MYR', null],
  ];
  for (const [currency, price] of cases) {
    it(`${currency} → ${price ? `${price.unitStake} a line, prize ${price.jackpotPrize}` : 'not offered'}`, () => {
      assert.deepEqual(jackpotPriceIn(currency, TABLE), price);
    });
  }

  it('offers nothing on a brand without a jackpot table', () => {
    assert.equal(jackpotPriceIn('EUR', undefined), null);
  });
});
