import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { goalsModel, scoreAdjustedRates } from './goalsModel';
import { pointsModel } from './pointsModel';
import { raceWin, currentUnitChance } from './raceModel';
import { outrightChances } from './outrightModel';
import { normalCdf, poissonPmf } from './probability';

const close = (actual: number, expected: number, digits = 3) =>
  assert.ok(Math.abs(actual - expected) < 10 ** -digits, `${actual} is not ${expected}`);

describe('probability helpers', () => {
  it('match known values', () => {
    close(poissonPmf(1.5, 0), 0.22313);
    close(poissonPmf(1.5, 2), 0.25102);
    close(normalCdf(0), 0.5);
    close(normalCdf(1.96), 0.975);
    close(normalCdf(-1), 0.15866);
  });
});

describe('goals model (independent Poisson)', () => {
  const kickOff = { home: 0, away: 0, homeRate: 1.5, awayRate: 1.1, remaining: 1 };

  it('gives a result that sums to one, favouring the stronger side', () => {
    const r = goalsModel.matchResult(kickOff);
    close(r.home + r.draw + r.away, 1, 9);
    assert.ok(r.home > r.away);
    // λ 1.5 v 1.1: P(draw) = Σ P(h=k)P(a=k) = e^-2.6 (1 + 1.65 + 0.6806 + 0.1248 + 0.0129 + ...) ≈ 0.2577
    close(r.draw, 0.2577, 3);
  });

  it('makes a late leader a near-certain winner and keeps the market consistent', () => {
    const late = { ...kickOff, home: 2, away: 0, remaining: 0.02 };
    const r = goalsModel.matchResult(late);
    assert.ok(r.home > 0.99);
    close(goalsModel.over(late, 1.5), 1, 9);
    close(goalsModel.bothTeamsToScore({ ...late, away: 1 }), 1, 9);
  });

  it('prices both teams to score, over/under and handicap from the same distribution', () => {
    // P(home ≥ 1) P(away ≥ 1) = (1 - e^-1.5)(1 - e^-1.1) = 0.7769 * 0.6671 = 0.5183
    close(goalsModel.bothTeamsToScore(kickOff), 0.5183, 3);
    // Total goals Poisson(2.6): P(total > 2.5) = 1 - e^-2.6 (1 + 2.6 + 3.38) = 0.4816
    close(goalsModel.over(kickOff, 2.5), 0.4816, 3);
    const r = goalsModel.matchResult(kickOff);
    close(goalsModel.handicapHome(kickOff, -0.5), r.home, 9);
    close(goalsModel.handicapHome(kickOff, 0.5), r.home + r.draw, 9);
  });

  it("prices a late one-goal lead as books do: at 72' and 0-1 between even sides the draw is about 5 fair", () => {
    // 18 minutes of 90 left (0.2); the home side chases (1.46 × 1.15 × 0.2 = 0.3358), away leads (1.24 × 0.92 × 0.2
    // = 0.2282). Draw = P(home scores one more than away) = Σ P(h = a + 1): e^-0.564 (0.3358 + 0.3358² × 0.2282 / 2
    // + ...) = 0.5690 × (0.3358 + 0.01287 + 0.0002) = 0.1987.
    const late = { home: 0, away: 1, homeRate: 1.46, awayRate: 1.24, remaining: 0.2 };
    const r = goalsModel.matchResult(late);
    close(r.draw, 0.1987, 3);
    assert.ok(1 / r.draw > 4 && 1 / r.draw < 5.5, `fair draw ${1 / r.draw}`);
    close(r.home + r.draw + r.away, 1, 9);
  });

  it('lets the side behind score more and the side ahead less, and leaves a level game alone', () => {
    const level = { home: 1, away: 1, homeRate: 1.5, awayRate: 1.1, remaining: 0.5 };
    assert.deepEqual(scoreAdjustedRates(level), [1.5, 1.1]);
    assert.deepEqual(scoreAdjustedRates({ ...level, home: 0 }), [1.5 * 1.15, 1.1 * 0.92]);
    assert.deepEqual(scoreAdjustedRates({ ...level, away: 3 }), [1.5 * 1.15, 1.1 * 0.92]);
    assert.deepEqual(scoreAdjustedRates({ ...level, home: 2 }), [1.5 * 0.92, 1.1 * 1.15]);
  });

  it('splits the next goal by the rates and keeps room for no more goals', () => {
    const n = goalsModel.nextGoal({ ...kickOff, remaining: 0.5 });
    close(n.home + n.none + n.away, 1, 9);
    close(n.none, Math.exp(-1.3), 9);
    close(n.home / n.away, 1.5 / 1.1, 9);
  });
});

describe('points model', () => {
  const tipOff = { home: 0, away: 0, homeRate: 112, awayRate: 106, marginSd: 12, remaining: 1 };
  it('favours the higher rate and sharpens as time runs out', () => {
    const early = pointsModel.homeWins(tipOff);
    // margin 6 over sd 12: Φ(0.5) = 0.6915
    close(early, 0.6915, 3);
    const late = pointsModel.homeWins({ ...tipOff, home: 100, away: 96, remaining: 0.02 });
    assert.ok(late > 0.95);
  });
  it('keeps the three-way result summing to one', () => {
    const r = pointsModel.result({ ...tipOff, homeRate: 30, awayRate: 28, marginSd: 5 });
    close(r.home + r.draw + r.away, 1, 9);
    assert.ok(r.draw > 0.05 && r.draw < 0.15);
  });
  it('puts the expected total at even money', () => {
    close(pointsModel.over(tipOff, 218), 0.5, 6);
  });
});

describe('race model (sets, frames, maps)', () => {
  it('matches the closed form for best of three with p 0.6: p² + 2p²(1-p) = 0.648', () => {
    close(raceWin(0.6, 0, 0, 2), 0.648, 9);
  });
  it('is certain once a side has reached the target and fair at 0.5 from level', () => {
    assert.equal(raceWin(0.3, 3, 1, 3), 1);
    assert.equal(raceWin(0.9, 1, 3, 3), 0);
    close(raceWin(0.5, 2, 2, 3), 0.5, 12);
  });
  it('moves with the score inside the current unit', () => {
    assert.ok(currentUnitChance(0.5, 3, 6) > 0.6);
    assert.ok(currentUnitChance(0.5, -3, 6) < 0.4);
    assert.equal(currentUnitChance(0.5, 0, 6), 0.5);
  });
});

describe('outright model', () => {
  it('shares the chances by strength', () => {
    assert.deepEqual(outrightChances([3, 1]), [0.75, 0.25]);
  });
});
