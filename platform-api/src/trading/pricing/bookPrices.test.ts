import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PRICE_LADDER } from '@sportsbook/domain';
import { bookPrices, MAX_OVERROUND, MIN_OVERROUND } from './bookPrices';
import { Rng } from '../rng';

const overround = (prices: number[]) => prices.reduce((sum, price) => sum + 1 / price, 0);

describe('bookPrices', () => {
  // Margin 0.05: adjusted p = p + 0.05 sqrt(p(1-p)), price 1/adjusted rounded down onto the ladder.
  const table: { name: string; probabilities: number[]; prices: number[] | null }[] = [
    // 0.5 + 0.05 * 0.5 = 0.525 -> 1.905 -> 1.90; book 2 / 1.90 = 1.053
    { name: 'an even two-way market', probabilities: [0.5, 0.5], prices: [1.9, 1.9] },
    // 0.4749 -> 2.106 -> 2.10; 0.2922 -> 3.422 -> 3.40; 0.3025 -> 3.306 -> 3.30; book 1.073
    { name: 'a three-way result', probabilities: [0.45, 0.27, 0.28], prices: [2.1, 3.4, 3.3] },
    // 0.9698 -> 1.031 -> 1.03; 0.0498 -> 20.08 -> 20; book 1.021
    { name: 'a strong favourite still in range', probabilities: [0.96, 0.04], prices: [1.03, 20] },
    // 0.9828 -> 1.017: below the lowest price a trader offers
    { name: 'a near-certain outcome', probabilities: [0.975, 0.025], prices: null },
    // the football book of the issue, 1000 / 230 / 1.01
    { name: 'a decided three-way result', probabilities: [0.0009, 0.004, 0.9951], prices: null },
    // double chance: 0.7 + 0.05 * 0.458 = 0.7229 -> 1.383 -> 1.38; 0.55 -> 0.5749 -> 1.739 -> 1.73; 0.75 -> 0.7717 -> 1.296 -> 1.29;
    // book 2.0716 for two winners, 1.036 each
    { name: 'double chance, two winners an outcome', probabilities: [0.7, 0.55, 0.75], prices: [1.38, 1.73, 1.29] },
    { name: 'a certain outcome', probabilities: [1, 0], prices: null },
    { name: 'a market of one outcome', probabilities: [1], prices: null },
  ];
  for (const row of table) {
    it(`prices ${row.name}`, () => {
      assert.deepEqual(bookPrices(row.probabilities, 0.05), row.prices);
    });
  }

  it(`keeps every priced book between ${MIN_OVERROUND} and ${MAX_OVERROUND} on the ladder, over thousands of random markets`, () => {
    const rng = new Rng(99);
    let priced = 0;
    for (let i = 0; i < 5000; i++) {
      const size = rng.int(2, 12);
      const weights = Array.from({ length: size }, () => rng.next() ** 3 + 1e-4);
      const total = weights.reduce((a, b) => a + b, 0);
      const prices = bookPrices(
        weights.map((w) => w / total),
        0.05,
      );
      if (!prices) continue;
      priced++;
      const sum = overround(prices);
      assert.ok(sum >= MIN_OVERROUND && sum <= MAX_OVERROUND, `book ${sum} for ${prices.join(' / ')}`);
      for (const price of prices) assert.ok(PRICE_LADDER.includes(price) && price >= 1.02 && price <= 500, `price ${price}`);
    }
    assert.ok(priced > 2000, `${priced} of 5000 priced`);
  });
});
