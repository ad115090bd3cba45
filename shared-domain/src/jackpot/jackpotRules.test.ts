import type { JackpotSelection } from '@sportsbook/contracts';
import { checkJackpotSelections, isJackpotComplete, JACKPOT_ERRORS, toggleJackpotOutcome, type JackpotLeg } from './jackpotRules';

// Two main events and a reserve, each a 1X2 market: outcome ids are the ordinal times ten plus 1, 2, 3.
const legs: JackpotLeg[] = [
  { ordinal: 1, reserve: false, marketId: 10, outcomeIds: [11, 12, 13] },
  { ordinal: 2, reserve: false, marketId: 20, outcomeIds: [21, 22, 23] },
  { ordinal: 3, reserve: true, marketId: 30, outcomeIds: [31, 32, 33] },
];
const pick = (outcomeId: number): JackpotSelection => {
  const ordinal = Math.floor(outcomeId / 10);
  return { ordinal, outcomeId, reserve: ordinal === 3 };
};
const picks = (...ids: number[]) => ids.map(pick);

describe('jackpot completeness (spec 2 section 4)', () => {
  it.each<[string, number[], number, boolean]>([
    ['every ordinal from 1 to 3', [1, 2, 3], 3, true],
    ['in any order, with repeats', [3, 1, 1, 2], 3, true],
    ['a gap at 2', [1, 3], 3, false],
    ['nothing selected', [], 3, false],
    ['an ordinal beyond the events does not stand in for a missing one', [1, 2, 4], 3, false],
    ['a jackpot without events is never complete', [], 0, false],
  ])('%s: %j of %d is complete: %s', (_case, ordinals, events, complete) => {
    expect(isJackpotComplete(ordinals, events)).toBe(complete);
  });
});

describe('jackpot selections checked together (slip and platform)', () => {
  it.each<[string, number[], { errors: string[]; complete: boolean; noOfBets: number }]>([
    ['one pick per event: one line', [11, 21, 31], { errors: [], complete: true, noOfBets: 1 }],
    ['two picks on event 1: two lines', [11, 12, 21, 31], { errors: [], complete: true, noOfBets: 2 }],
    ['two and two: four lines', [11, 12, 21, 22, 31], { errors: [], complete: true, noOfBets: 4 }],
    ['the reserve missing: incomplete, no lines', [11, 21], { errors: [], complete: false, noOfBets: 0 }],
    ['a second pick on the reserve', [11, 21, 31, 32], { errors: [JACKPOT_ERRORS.reserveOne], complete: true, noOfBets: 2 }],
    ['every outcome of a market', [11, 12, 13, 21, 31], { errors: [JACKPOT_ERRORS.allOfMarket], complete: true, noOfBets: 3 }],
    ['an outcome from elsewhere', [11, 21, 31, 99], { errors: [JACKPOT_ERRORS.notInJackpot], complete: true, noOfBets: 1 }],
    ['a repeated id counts once', [11, 11, 21, 31], { errors: [], complete: true, noOfBets: 1 }],
  ])('%s', (_case, outcomeIds, expected) => {
    const { errors, complete, noOfBets } = checkJackpotSelections(legs, outcomeIds);
    expect({ errors, complete, noOfBets }).toEqual(expected);
  });
});

describe('toggling a jackpot outcome (spec 2 sections 4 and 5)', () => {
  it.each<[string, JackpotSelection[], number, number[], string | undefined]>([
    ['adds a first pick', [], 21, [21], undefined],
    ['a second pick on a main event is fine', picks(11), 12, [11, 12], undefined],
    ['clicking a selected outcome removes it', picks(11, 12), 11, [12], undefined],
    ['keeps ordinal order whatever the click order', picks(31, 21), 11, [11, 21, 31], undefined],
    ['keeps the market order within an event', picks(13), 11, [11, 13], undefined],
    ['a first pick on the reserve is fine', picks(11), 32, [11, 32], undefined],
    ['a second pick on the reserve is refused', picks(31), 32, [31], JACKPOT_ERRORS.reserveOne],
    ['the reserve pick can still be removed', picks(31), 31, [], undefined],
    ['the last free outcome of a market is refused', picks(11, 12), 13, [11, 12], JACKPOT_ERRORS.allOfMarket],
    ['an outcome outside the jackpot is refused', picks(11), 99, [11], JACKPOT_ERRORS.notInJackpot],
  ])('%s', (_case, before, outcomeId, after, error) => {
    const result = toggleJackpotOutcome(legs, before, outcomeId);
    expect(result.selections.map((s) => s.outcomeId)).toEqual(after);
    expect(result.error).toBe(error);
  });

  it('marks a reserve pick as a reserve, with its ordinal', () => {
    expect(toggleJackpotOutcome(legs, [], 33).selections).toEqual([{ ordinal: 3, outcomeId: 33, reserve: true }]);
  });

  it('refuses on a two-way market once one side is picked', () => {
    const twoWay: JackpotLeg[] = [{ ordinal: 1, reserve: false, marketId: 1, outcomeIds: [1, 2] }];
    expect(toggleJackpotOutcome(twoWay, [{ ordinal: 1, outcomeId: 1, reserve: false }], 2).error).toBe(
      JACKPOT_ERRORS.allOfMarket,
    );
  });
});
