import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkJackpotSelections, JACKPOT_ERRORS, winningLines, type JackpotLeg, type OutcomeResult } from './jackpotRules';

// Three main matches and two reserves, each a 1X2 market: outcome ids are the ordinal times ten plus 1, 2, 3.
const legs: JackpotLeg[] = [1, 2, 3, 4, 5].map((ordinal) => ({
  ordinal,
  reserve: ordinal > 3,
  marketId: ordinal * 10,
  outcomeIds: [ordinal * 10 + 1, ordinal * 10 + 2, ordinal * 10 + 3],
}));

/** Results of the five matches: the winning outcome's position (1, 2 or 3), or 'void' for a match called off. */
function results(...perMatch: (1 | 2 | 3 | 'void')[]): Map<number, OutcomeResult> {
  const map = new Map<number, OutcomeResult>();
  perMatch.forEach((winner, index) => {
    for (const position of [1, 2, 3])
      map.set((index + 1) * 10 + position, winner === 'void' ? 'void' : winner === position ? 'won' : 'lost');
  });
  return map;
}

describe('jackpot rules', () => {
  it('is complete when every ordinal, reserves included, has a selection, and counts lines as the product of picks', () => {
    const check = checkJackpotSelections(legs, [11, 12, 21, 31, 41, 51]);
    assert.deepEqual(check.errors, []);
    assert.equal(check.complete, true);
    assert.equal(check.noOfBets, 2);
    assert.equal(checkJackpotSelections(legs, [11, 21, 31]).complete, false);
    assert.equal(checkJackpotSelections(legs, [11, 21, 31]).noOfBets, 0);
  });

  it('refuses a second selection on a reserve market', () => {
    assert.deepEqual(checkJackpotSelections(legs, [11, 21, 31, 41, 42, 51]).errors, [JACKPOT_ERRORS.reserveOne]);
  });

  it('refuses every selection of one market', () => {
    assert.deepEqual(checkJackpotSelections(legs, [11, 12, 13, 21, 31, 41, 51]).errors, [JACKPOT_ERRORS.allOfMarket]);
  });

  it('refuses outcomes from outside the jackpot', () => {
    assert.deepEqual(checkJackpotSelections(legs, [11, 21, 31, 41, 51, 99]).errors, [JACKPOT_ERRORS.notInJackpot]);
  });
});

describe('winning lines: a reserve counts only in place of a void main match', () => {
  const cases: [string, number[], Map<number, OutcomeResult>, number][] = [
    // case, picks, results of matches 1-5, winning lines
    ['every main pick right, both reserves wrong: the reserves do not count', [11, 21, 31, 42, 52], results(1, 1, 1, 1, 1), 1],
    ['every pick right', [11, 21, 31, 41, 51], results(1, 1, 1, 1, 1), 1],
    ['a main pick wrong, the reserves right: no line wins', [12, 21, 31, 41, 51], results(1, 1, 1, 1, 1), 0],
    [
      'two picks on match 1 and both reserves wrong: one of the two lines wins',
      [11, 12, 21, 31, 42, 52],
      results(1, 1, 1, 1, 1),
      1,
    ],
    [
      'two picks on match 1 and two on match 2, all four combinations right once',
      [11, 12, 21, 22, 31, 41, 51],
      results(2, 1, 1, 1, 1),
      1,
    ],
    ['match 2 void: the first reserve decides it, and its pick won', [11, 22, 31, 41, 52], results(1, 'void', 1, 1, 1), 1],
    ['match 2 void: the first reserve decides it, and its pick lost', [11, 22, 31, 42, 51], results(1, 'void', 1, 1, 1), 0],
    [
      'match 2 void with two picks on it: both lines ride on the first reserve',
      [11, 21, 22, 31, 41, 52],
      results(1, 'void', 1, 1, 1),
      2,
    ],
    [
      'matches 1 and 3 void: the first reserve takes match 1, the second match 3',
      [12, 21, 33, 41, 53],
      results('void', 1, 'void', 1, 3),
      1,
    ],
    ['matches 1 and 3 void, the second reserve lost: no line wins', [12, 21, 33, 41, 52], results('void', 1, 'void', 1, 3), 0],
    [
      'the first reserve void too: the second stands in for the void match',
      [11, 22, 31, 43, 51],
      results(1, 'void', 1, 'void', 1),
      1,
    ],
    [
      'three main matches void, two reserves: 2 lines ride on the first reserve, 1 on the second, and the third stands with its 2 picks',
      [11, 12, 21, 31, 32, 41, 51],
      results('void', 'void', 'void', 1, 1),
      4,
    ],
    ['a wrong pick elsewhere still loses, whatever the reserves', [11, 23, 31, 41, 51], results(1, 'void', 2, 1, 1), 0],
  ];
  for (const [name, picks, outcome, lines] of cases)
    it(`${name}: ${lines}`, () => {
      const { byOrdinal, complete, errors } = checkJackpotSelections(legs, picks);
      assert.deepEqual([complete, errors], [true, []], 'a placeable bet');
      assert.equal(winningLines(legs, byOrdinal, outcome), lines);
    });
});
