import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LiveChange, LiveChangeOf } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { publishChanges, type ChangeMessage } from '../src/live/changeFeed';
import type { MatchPlayAnswer } from '../src/routes/matchPlayRoute';

describe('the match tracker on the push stream', () => {
  let platform: TestPlatform;
  const messages: ChangeMessage[] = [];
  let football = 0;
  before(async () => {
    process.env.SIM_CONTROL = '1';
    platform = await startTestPlatform({ simulator: { speed: 20, seed: 11 } });
    delete process.env.SIM_CONTROL;
    platform.hub.subscribe((changes, id) => messages.push({ id, changes }));
    await platform.simulator.advance(1);
    const kicked = await platform.call<{ eventId: number }>('POST', '/_sim/events/kick-off', { sportCodes: ['FOOT'] });
    assert.equal(kicked.status, 200);
    football = kicked.body.eventId;
    for (let i = 0; i < 3; i++) await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const changesOf = <T extends LiveChange['t']>(t: T, eid: number) =>
    messages
      .flatMap((message) => message.changes)
      .filter((change): change is LiveChangeOf<T> => change.t === t && 'eid' in change && change.eid === eid);

  it("answers a live match's picture and moments, numbered as its pushes are", async () => {
    const answer = await platform.call<MatchPlayAnswer>('GET', `/xapi/live/events/${football}/play`);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.eid, football);
    assert.equal(answer.body.play?.sport, 'football');
    const pushed = changesOf('play', football);
    assert.ok(pushed.length > 0, 'the simulator pushes the play of a live football match');
    assert.equal(answer.body.n, pushed[pushed.length - 1].n);
  });

  it('publishes a goal asked for in the same message as the score it makes, and the Last-Event-ID replay has both', async () => {
    const before = messages.length;
    // What a client resumes after: the newest logged (the hub may not have heard it yet).
    const [{ newest }] = await platform.db.query<{ newest: string }>(
      'SELECT coalesce(max(id), 0) AS newest FROM live_change_log',
    );
    const lastId = Number(newest);
    const forced = await platform.call('POST', `/_sim/events/${football}/goal`, { side: 'away' });
    assert.equal(forced.status, 200);
    await platform.simulator.advance(1);
    // The hub hears the database's notifications as they come: on PostgreSQL a moment after the tick's commit.
    const withGoal = () =>
      messages
        .slice(before)
        .find((m) =>
          m.changes.some(
            (c) =>
              c.t === 'play' && c.eid === football && c.moments.some((moment) => moment.kind === 'goal' && moment.side === 1),
          ),
        );
    for (let wait = 0; wait < 50 && !withGoal(); wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    const message = withGoal();
    assert.ok(message, 'a play change with the goal');
    const play = message.changes.find((c): c is LiveChangeOf<'play'> => c.t === 'play' && c.eid === football)!;
    const score = message.changes.find((c): c is LiveChangeOf<'score'> => c.t === 'score' && c.eid === football);
    assert.ok(score, 'the score change travels with it');
    // The goal asked for is among the tick's goals: chance may score another in the same tick, after it.
    const goals = play.moments.filter((moment) => moment.kind === 'goal');
    assert.ok(
      goals.some((goal) => goal.side === 1),
      'the away goal asked for',
    );
    const board = score.scores.score!.map((line) => line.points);
    assert.deepEqual(goals[goals.length - 1].score, board, 'the tracker and the scoreboard say the same score');
    // The goal may not be the tick's last moment (play restarts after it within the tick).
    assert.equal(play.play.sport, 'football');
    const replay = await platform.hub.replayAfter(lastId);
    assert.equal(replay.resync, false);
    assert.ok(!replay.resync && replay.messages.some((m) => m.id === message.id));
  });

  it('never splits a score from the play behind it, wherever the message size limit falls', async () => {
    const price = (oid: number): LiveChange => ({
      t: 'price',
      eid: 1,
      mid: oid,
      oid,
      mtid: 1,
      ptid: 100,
      s: 'open',
      h: false,
      clp: { cp: { d: 1.5 } },
    });
    const score: LiveChange = {
      t: 'score',
      eid: 2,
      scores: { score: [] },
      currentPeriod: null,
      currentPeriodAbbreviation: null,
      currentPeriodNumber: null,
    };
    const play: LiveChange = {
      t: 'play',
      eid: 2,
      n: 1,
      play: { sport: 'tennis', server: 0, points: [0, 0], tieBreak: false },
      moments: [{ n: 1, kind: 'hold', side: 0, score: [1, 0] }],
    };
    // Some of these counts put the limit right between the score and the play.
    for (let fillers = 60; fillers < 75; fillers++) {
      const from = messages.length;
      await publishChanges(platform.db, [...Array.from({ length: fillers }, (_, i) => price(i + 1)), score, play]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const published = messages.slice(from);
      const withScore = published.find((m) => m.changes.some((c) => c.t === 'score' && c.eid === 2));
      assert.ok(
        withScore?.changes.some((c) => c.t === 'play' && c.eid === 2),
        `${fillers} fillers: ${published.map((m) => m.changes.length)}`,
      );
    }
  });

  it('refuses what a hostile client sends, and asks for a goal only of a live match of goals', async () => {
    const cases: [string, string, object | undefined, number][] = [
      ['GET', '/xapi/live/events/abc/play', undefined, 400],
      ['GET', '/xapi/live/events/999999999/play', undefined, 404],
      ['POST', `/_sim/events/${football}/goal`, { side: 'middle' }, 400],
      ['POST', `/_sim/events/${football}/goal`, { side: 'home', extra: 1 }, 400],
      ['POST', '/_sim/events/999999999/goal', { side: 'home' }, 404],
    ];
    for (const [method, url, payload, status] of cases) {
      const answer = await platform.call(method as 'GET' | 'POST', url, payload);
      assert.equal(answer.status, status, `${method} ${url} ${JSON.stringify(payload)}: ${JSON.stringify(answer.body)}`);
    }
    const [prematch] = await platform.db.query<{ id: string }>(
      "SELECT id FROM events WHERE state = 'prematch' AND sport_code = 'FOOT' AND NOT is_outright LIMIT 1",
    );
    assert.equal((await platform.call('POST', `/_sim/events/${prematch.id}/goal`, { side: 'home' })).status, 409);
    const [tennis] = await platform.db.query<{ id: string }>(
      "SELECT id FROM events WHERE state = 'live' AND sim_state->>'style' <> 'goals' AND NOT is_outright LIMIT 1",
    );
    if (tennis) assert.equal((await platform.call('POST', `/_sim/events/${tennis.id}/goal`, { side: 'home' })).status, 409);
  });

  it('answers an event the tracker does not draw with no picture', async () => {
    const [other] = await platform.db.query<{ id: string }>(
      "SELECT id FROM events WHERE sport_code NOT IN ('FOOT', 'EFOT', 'BASK', 'EBSK', 'TENN') AND NOT is_outright LIMIT 1",
    );
    const answer = await platform.call<MatchPlayAnswer>('GET', `/xapi/live/events/${other.id}/play`);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { eid: Number(other.id), n: 0, play: null, moments: [] });
  });
});
