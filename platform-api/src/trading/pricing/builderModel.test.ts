import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { builderPrice, goalsJoint, goalsPossible, pointsJoint, pointsPossible, setsJoint, setsPossible } from './builderModel';
import { goalsModel } from './goalsModel';
import { pointsModel } from './pointsModel';
import { raceWin } from './raceModel';

const close = (actual: number, expected: number, digits = 4) =>
  assert.ok(Math.abs(actual - expected) < 10 ** -digits, `${actual} is not ${expected}`);

// Pre-match, level: the goals model's rates are the sides' own (no chasing), 1.5 and 1.2 goals expected.
const kickOff = { home: 0, away: 0, homeRate: 1.5, awayRate: 1.2, remaining: 1 };
const homeWin = { kind: 'result', pick: 'home' } as const;
const over25 = { kind: 'total', line: 2.5, over: true } as const;
const btts = { kind: 'bothTeamsToScore', yes: true } as const;

describe('bet builder: goals', () => {
  it('prices one leg at the goals model’s own figure', () => {
    close(goalsJoint(kickOff, [homeWin]), goalsModel.matchResult(kickOff).home, 9);
    close(goalsJoint(kickOff, [over25]), goalsModel.over(kickOff, 2.5), 9);
    close(goalsJoint(kickOff, [btts]), goalsModel.bothTeamsToScore(kickOff), 9);
  });

  it('works out small joints by hand', () => {
    // A draw with no goal is 0-0: e^-1.5 × e^-1.2 = e^-2.7.
    close(
      goalsJoint(kickOff, [
        { kind: 'result', pick: 'draw' },
        { kind: 'total', line: 0.5, over: false },
      ]),
      Math.exp(-2.7),
    );
    // A home win under 1.5 goals is 1-0 only: 1.5 e^-1.5 × e^-1.2.
    close(goalsJoint(kickOff, [homeWin, { kind: 'total', line: 1.5, over: false }]), 1.5 * Math.exp(-2.7));
    // Both teams score and the home side wins by two or more with three goals at most cannot happen: 0.
    assert.equal(
      goalsJoint(kickOff, [btts, { kind: 'handicap', line: -1.5, home: true }, { kind: 'total', line: 3.5, over: false }]),
      0,
    );
  });

  it('prices correlated legs above the product of their chances', () => {
    // The model's own figures: home win 0.4415, over 2.5 0.5064, both teams to score 0.5429; their product 0.1214.
    close(goalsModel.matchResult(kickOff).home, 0.4415);
    close(goalsModel.over(kickOff, 2.5), 0.5064);
    close(goalsModel.bothTeamsToScore(kickOff), 0.5429);
    // Jointly (a home win with both scoring has at least three goals: 2-1, 3-1, 3-2, ...) 0.2075.
    close(goalsJoint(kickOff, [homeWin, over25, btts]), 0.2075);
  });

  it('ties a key player to his side’s goals', () => {
    // His own market: a thinned Poisson count at 1.5 × 0.34 = 0.51, so 1 − e^-0.51 = 0.3995.
    const scorer = { kind: 'player', side: 0, share: 0.34, need: 1, yes: true } as const;
    close(goalsJoint(kickOff, [scorer]), 1 - Math.exp(-0.51));
    // With his side winning: 0.2600, above the product 0.3995 × 0.4415 = 0.1764.
    close(goalsJoint(kickOff, [scorer, homeWin]), 0.26);
    assert.equal(goalsPossible(kickOff, [scorer, { kind: 'total', line: 0.5, over: false }]), false);
  });

  it('reads the score in play: at 2-0 over 1.5 has won, so the builder is the rest', () => {
    const twoNil = { ...kickOff, home: 2, remaining: 0.5 };
    close(goalsJoint(twoNil, [homeWin, { kind: 'total', line: 1.5, over: true }]), goalsModel.matchResult(twoNil).home, 9);
  });

  it('finds the combinations that cannot all win', () => {
    assert.equal(goalsPossible(kickOff, [btts, { kind: 'total', line: 1.5, over: false }]), false);
    assert.equal(
      goalsPossible(kickOff, [
        { kind: 'result', pick: 'draw' },
        { kind: 'handicap', line: -1.5, home: true },
      ]),
      false,
    );
    assert.equal(goalsPossible({ home: 2, away: 0 }, [{ kind: 'total', line: 1.5, over: false }]), false);
    assert.equal(goalsPossible(kickOff, [homeWin, over25, btts]), true);
  });
});

describe('bet builder: points', () => {
  const tipOff = { home: 0, away: 0, homeRate: 112, awayRate: 106, marginSd: 12, remaining: 1 };
  it('prices a winner inside its handicap as the handicap alone, not the product', () => {
    const winner = { kind: 'winner', home: true } as const;
    const cover = { kind: 'handicap', line: -5.5, home: true } as const;
    close(pointsJoint(tipOff, [winner, cover]), pointsModel.handicapHome(tipOff, -5.5), 9);
    close(pointsJoint(tipOff, [winner, cover]), 0.5166);
  });
  it('multiplies margin and total: independent in the model', () => {
    const over = { kind: 'total', line: 217.5, over: true } as const;
    close(
      pointsJoint(tipOff, [{ kind: 'winner', home: true }, over]),
      pointsModel.homeWins(tipOff) * pointsModel.over(tipOff, 217.5),
      9,
    );
  });
  it('finds the combinations that cannot all win', () => {
    assert.equal(
      pointsPossible([
        { kind: 'winner', home: true },
        { kind: 'winner', home: false },
      ]),
      false,
    );
    assert.equal(
      pointsPossible([
        { kind: 'total', line: 210.5, over: true },
        { kind: 'total', line: 200.5, over: false },
      ]),
      false,
    );
    assert.equal(
      pointsPossible([
        { kind: 'winner', home: false },
        { kind: 'handicap', line: 3.5, home: true },
      ]),
      true,
    );
  });
});

describe('bet builder: sets', () => {
  const bestOfThree = { units: [0, 0] as [number, number], current: 0, setsToWin: 2, pSet: 0.6, pUnit: 0.6 };
  it('follows the paths of set winners', () => {
    // Home takes the first set (0.6), then the match from 1-0: 0.6 + 0.4 × 0.6 = 0.84; together 0.504.
    close(
      setsJoint(bestOfThree, [
        { kind: 'match', home: true },
        { kind: 'set', index: 0, home: true },
      ]),
      0.504,
    );
    // The product of the two markets would be 0.6 × 0.648 = 0.3888.
    close(raceWin(0.6, 0, 0, 2), 0.648);
    // A third-set leg needs the match to go the distance: 1-1 (2 × 0.6 × 0.4) then home, 0.48 × 0.6.
    close(setsJoint(bestOfThree, [{ kind: 'set', index: 2, home: true }]), 0.288);
  });
  it('finds the combinations that cannot all win', () => {
    const legs = [
      { kind: 'match', home: true },
      { kind: 'set', index: 0, home: false },
      { kind: 'set', index: 1, home: false },
    ] as const;
    assert.equal(setsPossible(bestOfThree, [...legs]), false);
  });
});

describe('bet builder: price', () => {
  it('adds the builder margin and rounds down onto the ladder', () => {
    // 0.2 + 0.12 × √(0.2 × 0.8) = 0.248: 1 / 0.248 = 4.03, the ladder's 4.
    assert.equal(builderPrice(0.2), 4);
    assert.equal(builderPrice(0.0865), 8.2);
  });
  it('offers nothing outside the builder’s prices', () => {
    assert.equal(builderPrice(0.99), null);
    assert.equal(builderPrice(0), null);
    assert.equal(builderPrice(1), null);
  });
});
