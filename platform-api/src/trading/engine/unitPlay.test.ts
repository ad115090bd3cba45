import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { raceWin } from '../pricing/raceModel';
import { Rng } from '../rng';
import { ENGINES } from './engines';
import { FRAME_POINTS, freshUnit, playStep, ROUNDS_TO_WIN_MAP, roundChance, unitChance, type UnitInPlay } from './unitPlay';

/** Plays `units` whole units from fresh: the home side's share of them, and the steps and points a unit took. */
function playMany(play: 'frame' | 'rounds', pUnit: number, units: number, seed = 5) {
  const rng = new Rng(seed);
  let won = 0;
  let steps = 0;
  let points = 0;
  for (let i = 0; i < units; i++) {
    const unit = freshUnit((i % 2) as 0 | 1);
    let winner: 0 | 1 | undefined;
    do {
      winner = playStep(play, pUnit, unit, rng).winner;
      steps++;
    } while (winner === undefined);
    if (winner === 0) won++;
    points += unit.points[0] + unit.points[1];
  }
  return { share: won / units, steps: steps / units, points: points / units };
}

describe('inside a unit: CS:GO rounds and snooker frames', () => {
  it('solves a round chance that wins the map as often as the map chance says', () => {
    // Worked: 55 % a round wins a race to 13 rounds 69.4 % of the time; an even map is an even round.
    for (const [pMap, pRound] of [
      [0.5, 0.5],
      [0.6937, 0.55],
      [0.3063, 0.45],
    ]) {
      assert.ok(Math.abs(roundChance(pMap) - pRound) < 0.0005, `${pMap}: ${roundChance(pMap)}`);
      assert.ok(Math.abs(raceWin(roundChance(pMap), 0, 0, ROUNDS_TO_WIN_MAP) - pMap) < 1e-6);
    }
  });

  it('prices the unit in play from its score: a map at 12-0, a frame whose lead equals what is left', () => {
    const unit = (points: [number, number], onTable = FRAME_POINTS): UnitInPlay => ({ points, onTable, atTable: 0 });
    assert.ok(unitChance('rounds', 0.5, unit([12, 0])) > 0.999);
    assert.ok(Math.abs(unitChance('rounds', 0.5, unit([6, 6])) - 0.5) < 1e-9);
    assert.equal(unitChance('frame', 0.5, unit([0, 0])), 0.5);
    // A 60-point lead with 60 on the table: all but won (0.5 + 0.9 × 0.5).
    assert.equal(unitChance('frame', 0.5, unit([60, 0], 60)), 0.95);
    assert.equal(unitChance('whole', 0.7, unit([0, 0])), 0.7);
  });

  it('ends a map at 13 rounds, never past 25, and a frame when the lead is more than the table holds', () => {
    const rng = new Rng(9);
    for (let i = 0; i < 200; i++) {
      const map = freshUnit();
      let end: 0 | 1 | undefined;
      while (end === undefined) end = playStep('rounds', 0.6, map, rng).winner;
      assert.equal(map.points[end], ROUNDS_TO_WIN_MAP);
      assert.ok(map.points[1 - end] < ROUNDS_TO_WIN_MAP);

      const frame = freshUnit();
      let winner: 0 | 1 | undefined;
      while (winner === undefined) {
        const before = frame.onTable;
        const step = playStep('frame', 0.6, frame, rng);
        assert.equal(before - frame.onTable, step.points, 'what a break scores leaves the table');
        winner = step.winner;
      }
      const lead = frame.points[winner] - frame.points[1 - winner];
      assert.ok(lead > 0, `the winner leads: ${frame.points}`);
      assert.ok(
        frame.onTable === 0 || lead > frame.onTable,
        `conceded only when out of reach: ${frame.points}, ${frame.onTable} left`,
      );
      assert.ok(frame.points[0] + frame.points[1] <= FRAME_POINTS + 7);
    }
  });

  it('wins about the unit chance of units over many: 4,000 frames and maps each', () => {
    for (const pUnit of [0.5, 0.7]) {
      const frames = playMany('frame', pUnit, 4000);
      const maps = playMany('rounds', pUnit, 4000);
      assert.ok(Math.abs(frames.share - pUnit) < 0.03, `frames at ${pUnit}: ${frames.share}`);
      assert.ok(Math.abs(maps.share - pUnit) < 0.03, `maps at ${pUnit}: ${maps.share}`);
      // A frame is about ten visits and 120 points; a map about 22 rounds.
      assert.ok(frames.steps > 8 && frames.steps < 13 && frames.points > 100 && frames.points < 140, JSON.stringify(frames));
      assert.ok(maps.steps > 19 && maps.steps < 24, JSON.stringify(maps));
    }
  });

  it("moves the scoreboard's frame points and rounds as a match is played, and the match price with them", () => {
    for (const sportCode of ['SNOO', 'CSGO']) {
      const rng = new Rng(21);
      const engine = ENGINES['match-score'];
      const state = engine.init({ sportCode, names: ['A', 'B'], strengths: [1, 1], cup: false, rng });
      const seen = new Set<string>();
      const prices = new Set<number>();
      for (let minute = 0; minute < 60 && state.phase !== 'finished'; minute++) {
        engine.advance(state, 60, rng);
        const { score, match } = engine.fields(state).scores!;
        seen.add(`${match!.map((m) => m.points)} ${score.map((m) => m.points)}`);
        prices.add(engine.markets(state, true)[0].outcomes[0].probability);
      }
      const insideScores = [...seen].filter((line) => !line.endsWith(' 0,0'));
      assert.ok(insideScores.length > 10, `${sportCode}: the score inside the unit moved: ${[...seen].join(' | ')}`);
      assert.ok(prices.size > 10, `${sportCode}: the match price moved with it`);
    }
  });
});
