import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkJackpotSelections, JACKPOT_ERRORS, winningLines, type JackpotLeg } from './jackpotRules';

const legs: JackpotLeg[] = [
  { ordinal: 1, reserve: false, marketId: 10, outcomeIds: [11, 12, 13] },
  { ordinal: 2, reserve: false, marketId: 20, outcomeIds: [21, 22, 23] },
  { ordinal: 3, reserve: true, marketId: 30, outcomeIds: [31, 32, 33] },
];

describe('jackpot rules', () => {
  it('is complete when every ordinal has a selection, and counts lines as the product of picks', () => {
    const check = checkJackpotSelections(legs, [11, 12, 21, 31]);
    assert.deepEqual(check.errors, []);
    assert.equal(check.complete, true);
    assert.equal(check.noOfBets, 2);
    assert.equal(checkJackpotSelections(legs, [11, 21]).complete, false);
    assert.equal(checkJackpotSelections(legs, [11, 21]).noOfBets, 0);
  });

  it('refuses a second selection on a reserve market', () => {
    assert.deepEqual(checkJackpotSelections(legs, [11, 21, 31, 32]).errors, [JACKPOT_ERRORS.reserveOne]);
  });

  it('refuses every selection of one market', () => {
    assert.deepEqual(checkJackpotSelections(legs, [11, 12, 13, 21, 31]).errors, [JACKPOT_ERRORS.allOfMarket]);
  });

  it('refuses outcomes from outside the jackpot', () => {
    assert.deepEqual(checkJackpotSelections(legs, [11, 21, 31, 99]).errors, [JACKPOT_ERRORS.notInJackpot]);
  });

  it('counts winning lines per ordinal', () => {
    const { byOrdinal } = checkJackpotSelections(legs, [11, 12, 21, 22, 31]);
    assert.equal(winningLines(byOrdinal, new Set([11, 22, 31])), 1);
    assert.equal(winningLines(byOrdinal, new Set([13, 22, 31])), 0);
  });
});
