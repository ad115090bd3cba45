import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { drift, QUIET_REPRICE_SECONDS, repriceNow } from './priceMoves';

const quiet = { eventful: false, statusChanged: false, quietFor: 3 };

describe('when an in-play market shows new prices', () => {
  it('measures drift as the largest change of an implied probability', () => {
    // 2.00 -> 1.90: 0.5 -> 0.5263 (2.6 points); 4.00 -> 4.20: 0.25 -> 0.2381 (1.2 points).
    assert.ok(Math.abs(drift([2.0, 4.0], [1.9, 4.2]) - 0.0263) < 1e-4);
    assert.equal(drift([2.0, 3.5], [2.0, 3.5]), 0);
  });

  for (const [what, shown, model, context, expected] of [
    ['a quiet tick with a small drift keeps the prices', [2.0, 3.4, 3.6], [1.96, 3.45, 3.6], quiet, false],
    // 20 -> 24: 0.05 -> 0.0417, under a point: a long shot's price wanders wide for little.
    ['a long shot drifting out keeps its price a while', [1.15, 8.0, 20.0], [1.14, 8.2, 24.0], quiet, false],
    ['a goal moves them at once', [2.0, 3.4, 3.6], [1.96, 3.45, 3.6], { ...quiet, eventful: true }, true],
    ['a market reopening shows the prices of now', [2.0, 3.4, 3.6], [1.96, 3.45, 3.6], { ...quiet, statusChanged: true }, true],
    [
      'prices quiet long enough drift on',
      [2.0, 3.4, 3.6],
      [1.96, 3.45, 3.6],
      { ...quiet, quietFor: QUIET_REPRICE_SECONDS },
      true,
    ],
    // 1.25 -> 1.15 late in a match: 0.8 -> 0.870, 7 points.
    ['a large drift follows at once', [1.25, 6.0, 15.0], [1.15, 8.0, 21.0], quiet, true],
  ] as const)
    it(what, () => assert.equal(repriceNow(shown, model, context), expected));
});
