import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { MatchPlay, PlayMoment, PlayPicture } from '@sportsbook/contracts';
import { tennisCalls } from '@sportsbook/domain';
import { ENGINES } from '../engine/engines';
import { Rng } from '../rng';
import type { Happening, SimState } from '../engine/types';
import { isTracked, playSnapshot, trackPlay } from './matchPlay';
import { wonGame } from './tennisPlay';
import { MOMENTS_KEPT } from './playState';

/** Plays a whole match tick by tick as the simulator does (20 game seconds a tick); what was published. */
function playMatch(sportCode: string, seed: number) {
  const engine = ENGINES[sportCode === 'TENN' ? 'sets' : sportCode === 'BASK' ? 'quarters' : 'goals'];
  const rng = new Rng(seed);
  const playRng = new Rng(seed + 1);
  const state = engine.init({ sportCode, names: ['Home', 'Away'], strengths: [0.5, 0.5], cup: false, rng });
  const published: Omit<MatchPlay, 'eid'>[] = [];
  const happenings: Happening[] = [];
  const scores: string[] = [];
  /** The scoreboard's points after each tick, beside the tracker's picture they were read with. */
  const boards: { shown: string[]; picture: PlayPicture }[] = [];
  for (let tick = 0; tick < 5000 && state.phase !== 'finished'; tick += 1) {
    const happened = engine.advance(state, 20, rng);
    happenings.push(...happened);
    const change = trackPlay(state, happened, 20, engine.fields(state).clock?.minutes ?? 0, playRng);
    if (change) {
      published.push(change);
      scores.push(JSON.stringify(state.score));
    }
    const shown = engine.fields(state).scores?.score?.map((side) => side.formattedPoints ?? '') ?? [];
    if (state.play) boards.push({ shown, picture: state.play.picture });
  }
  const moments = published.flatMap((change) => change.moments);
  return { state, published, moments, happenings, scores, boards };
}

const count = (moments: PlayMoment[], kind: PlayMoment['kind'], side?: 0 | 1) =>
  moments.filter((moment) => moment.kind === kind && (side === undefined || moment.side === side)).length;

describe('the match tracker', () => {
  it("tennis: the scoreboard's points are the game's calls the tracker shows (0, 15, 30, 40, A; a tie-break's count)", () => {
    const { boards } = playMatch('TENN', 4);
    assert.ok(boards.length > 100);
    const calls = new Set(boards.flatMap((board) => board.shown));
    for (const call of ['0', '15', '30', '40']) assert.ok(calls.has(call), `the board called ${call}`);
    for (const { shown, picture } of boards) {
      if (picture.sport !== 'tennis') continue;
      assert.deepEqual(shown, tennisCalls(picture.points, picture.tieBreak, 'A'));
    }
  });

  it('tracks football, basketball and tennis, and not the sports it cannot draw', () => {
    assert.deepEqual(['FOOT', 'EFOT', 'BASK', 'EBSK', 'TENN', 'ICEH', 'CRIC'].map(isTracked), [
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("football: every goal, card and corner of the engine is a moment, with the scoreboard's score and minute", () => {
    for (const seed of [1, 2, 3]) {
      const { state, moments } = playMatch('FOOT', seed);
      for (const side of [0, 1] as const) {
        assert.equal(count(moments, 'goal', side), state.score[side]);
        assert.equal(count(moments, 'corner', side), state.corners[side]);
        assert.equal(count(moments, 'yellow-card', side), state.cards.yellow[side]);
        assert.equal(count(moments, 'red-card', side), state.cards.red[side]);
      }
      const goals = moments.filter((moment) => moment.kind === 'goal');
      // The score after the last goal is the final score.
      if (goals.length) assert.deepEqual(goals[goals.length - 1].score, state.score);
      assert.ok(goals.every((goal) => goal.minute! >= 0 && goal.minute! <= 90));
      assert.deepEqual(
        moments.filter((moment) => moment.kind === 'period-end').map((moment) => moment.minute),
        [45, 90],
      );
    }
  });

  it('football: numbers its moments in order, and counts dangerous attacks and shots in the range of a real match', () => {
    const totals = { dangerous: 0, shots: 0 };
    for (const seed of [4, 5, 6, 7]) {
      const { state, published, moments } = playMatch('FOOT', seed);
      const numbers = published.flatMap((change) => [...change.moments.map((moment) => moment.n), change.n]);
      assert.deepEqual(
        numbers,
        [...numbers].sort((a, b) => a - b),
      );
      assert.equal(new Set(numbers).size, numbers.length);
      const last = published[published.length - 1].play;
      assert.equal(last.sport, 'football');
      if (last.sport !== 'football') return;
      // Every shot is a moment: the goals and the shots that did not score.
      assert.equal(last.stats.shots[0] + last.stats.shots[1], count(moments, 'shot') + state.score[0] + state.score[1]);
      totals.dangerous += last.stats.dangerous[0] + last.stats.dangerous[1];
      totals.shots += last.stats.shots[0] + last.stats.shots[1];
    }
    // A match of two even sides: about 75 dangerous attacks and 22 shots between them.
    assert.ok(totals.dangerous / 4 > 50 && totals.dangerous / 4 < 110, `dangerous attacks ${totals.dangerous / 4}`);
    assert.ok(totals.shots / 4 > 14 && totals.shots / 4 < 40, `shots ${totals.shots / 4}`);
  });

  it('football: a goal leaves the ball with the other side, at kick-off', () => {
    const { published } = playMatch('FOOT', 8);
    const withGoal = published.filter((change) => change.play.sport === 'football' && change.play.last?.kind === 'goal');
    assert.ok(withGoal.length > 0);
    for (const change of withGoal) {
      if (change.play.sport !== 'football' || !change.play.last) continue;
      assert.equal(change.play.zone, 'safe');
      assert.notEqual(change.play.side, change.play.last.side);
    }
  });

  it('basketball: a run is a moment once it reaches 7 unanswered points, and quarters end with their score', () => {
    const { state, moments, happenings } = playMatch('BASK', 9);
    // The runs, worked out from the engine's scores alone.
    let run = { side: -1, points: 0 };
    let expected = 0;
    for (const h of happenings) {
      if (h.kind !== 'score') continue;
      const before = run.side === h.side ? run.points : 0;
      run = { side: h.side!, points: before + h.points! };
      if (before < 7 && run.points >= 7) expected += 1;
    }
    assert.ok(expected > 0);
    assert.equal(count(moments, 'run'), expected);
    assert.ok(moments.filter((moment) => moment.kind === 'run').every((moment) => moment.points! >= 7));
    const quarters = moments.filter((moment) => moment.kind === 'period-end');
    assert.deepEqual(
      quarters.map((moment) => moment.period),
      quarters.map((_, i) => i + 1),
    );
    assert.deepEqual(quarters[quarters.length - 1].score, state.score);
  });

  it("tennis: the points never end a game the engine has not, and each game's winner took its last point", () => {
    const { state, published, moments } = playMatch('TENN', 10);
    for (const change of published) {
      if (change.play.sport !== 'tennis') continue;
      assert.ok(!wonGame(change.play.points, 0, change.play.tieBreak) && !wonGame(change.play.points, 1, change.play.tieBreak));
      const game = change.moments.find((moment) => moment.kind === 'hold' || moment.kind === 'break');
      if (game?.side !== undefined && change.play.points.every((p) => p === 0))
        assert.equal(change.play.last?.side ?? game.side, game.side);
    }
    const sets = moments.filter((moment) => moment.kind === 'set');
    assert.deepEqual(sets[sets.length - 1].score, state.units);
    assert.ok(count(moments, 'break') > 0 && count(moments, 'hold') > count(moments, 'break'));
  });

  it('worked points: four clear wins a game, seven clear a tie-break', () => {
    const cases: [[number, number], 0 | 1, boolean, boolean][] = [
      [[4, 0], 0, false, true],
      [[4, 3], 0, false, false],
      [[5, 3], 0, false, true],
      [[3, 5], 1, false, true],
      [[6, 4], 0, true, false],
      [[7, 5], 0, true, true],
      [[7, 6], 0, true, false],
    ];
    for (const [points, side, tieBreak, won] of cases) assert.equal(wonGame(points, side, tieBreak), won, JSON.stringify(points));
  });

  it('keeps the newest moments for a tracker opened mid-match', () => {
    const { state, moments } = playMatch('FOOT', 11);
    const snapshot = playSnapshot(state as SimState)!;
    assert.equal(snapshot.moments.length, Math.min(MOMENTS_KEPT, moments.length));
    assert.deepEqual(snapshot.moments, moments.slice(-MOMENTS_KEPT));
  });
});
