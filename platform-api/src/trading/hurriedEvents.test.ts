import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { hurryEvent, hurryFactor } from './hurriedEvents';
import { simulatorControlEnabled } from './simulatorControlRoutes';

describe('simulator control gate', () => {
  const cases: [string, NodeJS.ProcessEnv, boolean][] = [
    ['on when asked for', { SIM_CONTROL: '1' }, true],
    ['off by default', {}, false],
    ['off for any other value', { SIM_CONTROL: 'true' }, false],
    ['never in production', { SIM_CONTROL: '1', NODE_ENV: 'production' }, false],
  ];
  for (const [name, env, expected] of cases) it(name, () => assert.equal(simulatorControlEnabled(env), expected));

  it('refuses factors outside 1 to 100 and forgets a factor of 1', () => {
    assert.throws(() => hurryEvent(1, 0.5), RangeError);
    assert.throws(() => hurryEvent(1, 101), RangeError);
    hurryEvent(1, 10);
    assert.equal(hurryFactor(1), 10);
    hurryEvent(1, 1);
    assert.equal(hurryFactor(1), 1);
  });
});

describe('hurrying a live event', () => {
  let platform: TestPlatform;
  const kickOff = (payload: object) => platform.app.inject({ method: 'POST', url: '/_sim/events/kick-off', payload });
  before(async () => {
    process.env.SIM_CONTROL = '1';
    platform = await startTestPlatform({ simulator: { speed: 20, seed: 5 } });
    delete process.env.SIM_CONTROL;
    await platform.simulator.advance(1);
    // Two live football matches of the test's own, whatever the simulated world plays at this hour.
    for (let i = 0; i < 2; i++) assert.equal((await kickOff({ sportCodes: ['FOOT'] })).statusCode, 200);
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const hurry = (eventId: number | string, payload: object = { factor: 100 }) =>
    platform.app.inject({ method: 'POST', url: `/_sim/events/${eventId}/hurry`, payload });
  const liveFootball = async () =>
    (
      await platform.db.query<{ id: string }>(
        "SELECT id FROM events WHERE state = 'live' AND sport_code = 'FOOT' AND NOT is_outright ORDER BY id",
      )
    ).map((row) => Number(row.id));

  it('plays only the hurried event to its end, which results its markets', async () => {
    const [hurried, other] = await liveFootball();
    assert.ok(hurried && other, 'two live football events');
    assert.equal((await hurry(hurried)).statusCode, 200);
    // 90 minutes and half time at 20 x 100 game seconds a second: well under ten ticks.
    for (let i = 0; i < 10; i++) await platform.simulator.advance(1);
    const states = await platform.db.query<{ id: string; state: string }>(
      'SELECT id, state FROM events WHERE id = ANY($1::bigint[])',
      [[hurried, other]],
    );
    assert.equal(states.find((row) => Number(row.id) === hurried)?.state, 'finished');
    assert.equal(states.find((row) => Number(row.id) === other)?.state, 'live');
    const [open] = await platform.db.query<{ count: string }>(
      'SELECT count(*) AS count FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.event_id = $1 AND o.result IS NULL',
      [hurried],
    );
    assert.equal(Number(open.count), 0, 'every outcome of the finished event has a result');
    assert.equal(hurryFactor(hurried), 1, 'a finished event is forgotten');
  });

  it('kicks off a streamed match of the sports asked for on the next tick, whose teams play nothing else and in no open jackpot', async () => {
    const answer = await kickOff({ sportCodes: ['CSGO', 'LOLS'], streamed: true });
    assert.equal(answer.statusCode, 200, answer.body);
    const { eventId, slug, sportCode } = answer.json() as { eventId: number; slug: string; sportCode: string };
    assert.ok(['CSGO', 'LOLS'].includes(sportCode));
    assert.match(slug, new RegExp(`^${eventId}-`));
    await platform.simulator.advance(1);
    const [event] = await platform.db.query<{
      state: string;
      live_streaming: boolean;
      home_team_id: number;
      away_team_id: number;
    }>('SELECT state, live_streaming, home_team_id, away_team_id FROM events WHERE id = $1', [eventId]);
    assert.equal(event.state, 'live');
    assert.equal(event.live_streaming, true);
    const others = await platform.db.query<{ id: string }>(
      `SELECT id FROM events WHERE state = 'live' AND id <> $1 AND (home_team_id IN ($2, $3) OR away_team_id IN ($2, $3))`,
      [eventId, event.home_team_id, event.away_team_id],
    );
    assert.deepEqual(others, [], 'its teams play no other live match');
    // Playing an open jackpot out hurries every live match of its teams: a journey's match would end in seconds.
    const jackpot = await platform.db.query(
      `SELECT 1 FROM jackpot_events je JOIN jackpots j ON j.id = je.jackpot_id JOIN events o ON o.id = je.event_id
       WHERE j.status <> 'settled' AND (o.home_team_id IN ($1, $2) OR o.away_team_id IN ($1, $2))`,
      [event.home_team_id, event.away_team_id],
    );
    assert.deepEqual(jackpot, []);
  });

  it('answers 400 for sport codes that are not codes and 409 when no match of those sports can kick off', async () => {
    assert.equal((await kickOff({ sportCodes: ['csgo'] })).statusCode, 400);
    assert.equal((await kickOff({ sportCodes: [] })).statusCode, 400);
    assert.equal((await kickOff({ sportCodes: ['CSGO'], extra: 1 })).statusCode, 400);
    const none = await kickOff({ sportCodes: ['ZZZZ'] });
    assert.equal(none.statusCode, 409);
    assert.match(none.json().message, /no pre-match ZZZZ match/);
  });

  it('answers 404 for an unknown event, 409 for one that is not live and 400 for a bad factor', async () => {
    assert.equal((await hurry(999999999)).statusCode, 404);
    const [finished] = await platform.db.query<{ id: string }>("SELECT id FROM events WHERE state = 'finished' LIMIT 1");
    assert.equal((await hurry(finished.id)).statusCode, 409);
    const [live] = await liveFootball();
    assert.equal((await hurry(live, { factor: 1000 })).statusCode, 400);
  });
  it('kicks off a hurried match before a fixture of one of its teams that was due earlier', async () => {
    // Two pre-match football fixtures of one team whose teams play nothing live now.
    const [pair] = await platform.db.query<{ earlier: string; hurried: string }>(
      `SELECT a.id AS earlier, b.id AS hurried FROM events a JOIN events b ON b.id <> a.id
         AND (b.home_team_id IN (a.home_team_id, a.away_team_id) OR b.away_team_id IN (a.home_team_id, a.away_team_id))
       WHERE a.state = 'prematch' AND b.state = 'prematch' AND a.sport_code = 'FOOT' AND b.sport_code = 'FOOT'
         AND NOT a.is_outright AND NOT b.is_outright
         AND NOT EXISTS (SELECT 1 FROM events l WHERE l.state = 'live' AND (
           l.home_team_id IN (a.home_team_id, a.away_team_id, b.home_team_id, b.away_team_id)
           OR l.away_team_id IN (a.home_team_id, a.away_team_id, b.home_team_id, b.away_team_id)))
       LIMIT 1`,
    );
    assert.ok(pair, 'two fixtures of one team');
    await platform.db.query("UPDATE events SET event_date = now() - interval '2 seconds' WHERE id = $1", [pair.earlier]);
    await platform.db.query("UPDATE events SET event_date = now() - interval '1 second' WHERE id = $1", [pair.hurried]);
    hurryEvent(Number(pair.hurried), 2);
    // The next kick-off round: the maintenance every 15 s.
    await platform.simulator.advance(15);
    const states = await platform.db.query<{ id: string; state: string }>(
      'SELECT id, state FROM events WHERE id = ANY($1::bigint[])',
      [[pair.earlier, pair.hurried]],
    );
    const stateOf = (id: string) => states.find((row) => row.id === id)?.state;
    assert.equal(stateOf(pair.hurried), 'live');
    assert.equal(stateOf(pair.earlier), 'prematch', 'its team is playing the hurried match');
  });

  it('never kicks off a match of a team in an open jackpot, though it is the last one listed', async () => {
    const [teammate] = await platform.db.query<{ id: string }>(
      `SELECT e.id FROM events e JOIN events o ON o.id <> e.id
         AND (e.home_team_id IN (o.home_team_id, o.away_team_id) OR e.away_team_id IN (o.home_team_id, o.away_team_id))
       JOIN jackpot_events je ON je.event_id = o.id JOIN jackpots j ON j.id = je.jackpot_id
       WHERE j.status <> 'settled' AND e.state = 'prematch' AND e.sport_code = 'FOOT' AND NOT e.is_outright
         AND NOT EXISTS (SELECT 1 FROM jackpot_events x WHERE x.event_id = e.id)
       LIMIT 1`,
    );
    assert.ok(teammate, 'a pre-match match of a jackpot team, itself in no jackpot');
    // Listed last of all: the kick-off takes the last listed match whose teams are free.
    await platform.db.query("UPDATE events SET event_date = now() + interval '60 days' WHERE id = $1", [teammate.id]);
    const answer = await kickOff({ sportCodes: ['FOOT'] });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.notEqual(answer.json().eventId, Number(teammate.id));
  });
});
