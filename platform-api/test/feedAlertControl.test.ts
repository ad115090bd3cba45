import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { BetModel, EventsPage } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { DEFAULT_SIMULATOR_OPTIONS } from '../src/trading/simulator';

/** The platform's own chance of a feed alert (the harness turns chance alerts off; this test needs them). */
const ALERT_CHANCE = DEFAULT_SIMULATOR_OPTIONS.feedAlertChancePerSecond;

type Answer = BetModel & { status: string };

/**
 * The simulator's feed-alert control (SIM_CONTROL=1 only): a journey raises an alert on a feed, or holds chance
 * alerts off so a placement it proves is not refused by one it did not ask for (RES-00249).
 */
describe('feed alerts on demand, for drills and journeys', () => {
  let platform: TestPlatform;
  before(async () => {
    process.env.SIM_CONTROL = '1';
    platform = await startTestPlatform({ simulator: { speed: 20, seed: 5, feedAlertChancePerSecond: ALERT_CHANCE } });
    await platform.simulator.advance(1);
    // The first tick may have started a chance alert (about 1 run in 30, by the hour the world was drawn at): the
    // tests start from none.
    await platform.simulator.holdFeedAlerts(0);
  });
  after(async () => {
    await platform.simulator.holdFeedAlerts(0);
    delete process.env.SIM_CONTROL;
    await platform.close();
  });

  const post = (url: string, payload: object) => platform.call('POST', url, payload);
  const demo = async () => {
    const { body } = await platform.call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    return { token: body.alsToken as string, id: body.icore_player_id as string };
  };
  /** A pre-match football single of 1.00 on the home result of the first event listed. */
  const single = async () => {
    const { body } = await platform.call<EventsPage>(
      'GET',
      '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=10&marketTypeIds=1&periodTypeIds=100',
    );
    const outcome = body.events[0].markets![0].outcomes[0];
    return { singles: [{ outcomeId: outcome.id, unitStake: 1 }], userAcceptOdds: 'A', originId: 11 };
  };
  const codesOf = async (slip: object) => {
    const who = await demo();
    const { body } = await platform.call<Answer>(
      'POST',
      `/xapi/rest/accounts/${who.id}/betslips?uuid=${randomUUID()}`,
      slip,
      who.token,
    );
    return { status: body.status, codes: (body.errors ?? []).map((error) => error.code) };
  };
  const activeAlerts = async () =>
    (await platform.db.query<{ feed_id: string }>('SELECT feed_id FROM feed_alerts WHERE active_until > now()')).map(
      (r) => r.feed_id,
    );
  /**
   * The simulator's dice loaded for feed alerts only: a one-second tick's alert chance always comes up, so an
   * alert starts on every feed in play at the next tick unless held; every other chance is the world's own.
   */
  const loadAlertDice = (loaded: boolean) => {
    // The dice are the world's the simulator plays (simulatedWorld.ts).
    const rng = (platform.simulator as unknown as { world: { rng: { chance(p: number): boolean } } }).world.rng;
    const own = Object.getPrototypeOf(rng).chance as (p: number) => boolean;
    rng.chance = loaded ? (p) => p === ALERT_CHANCE || own.call(rng, p) : own;
  };

  it('an alert raised on a feed refuses its pre-match bets with RES-00249; a hold ends it and the same bet goes through', async () => {
    const raised = await post('/_sim/feeds/FOOT/alert', { seconds: 60 });
    assert.equal(raised.status, 200, raised.text);
    assert.deepEqual(await activeAlerts(), ['FOOT']);
    const slip = await single();
    assert.deepEqual(await codesOf(slip), { status: 'rejected', codes: ['RES-00249'] });

    const held = await post('/_sim/feed-alerts/hold', { seconds: 60 });
    assert.equal(held.status, 200, held.text);
    assert.deepEqual(await activeAlerts(), []);
    assert.deepEqual(await codesOf(slip), { status: 'accepted', codes: [] });
  });

  it('while held no alert starts by chance, though one raised on purpose does; after the hold they start again', async () => {
    try {
      loadAlertDice(true);
      await post('/_sim/feed-alerts/hold', { seconds: 60 });
      for (let tick = 0; tick < 3; tick++) await platform.simulator.advance(1);
      assert.deepEqual(await activeAlerts(), [], 'no chance alert during the hold');

      await post('/_sim/feeds/TENN/alert', { seconds: 30 });
      assert.deepEqual(await activeAlerts(), ['TENN']);
      await post('/_sim/feed-alerts/hold', { seconds: 0 });
      assert.deepEqual(await activeAlerts(), [], 'a hold, even of 0 s, ends the alerts active');

      await platform.simulator.advance(1);
      assert.ok((await activeAlerts()).length > 0, 'chance alerts start again once the hold is over');
    } finally {
      loadAlertDice(false);
      await platform.simulator.holdFeedAlerts(0);
    }
  });

  it('refuses bad input with a 4xx and a message, never a 500', async () => {
    const long = await post('/_sim/feed-alerts/hold', { seconds: 301 });
    assert.equal(long.status, 400);
    assert.match(long.body.message, /seconds/);
    assert.equal((await post('/_sim/feed-alerts/hold', { seconds: 'soon' })).status, 400);
    assert.equal((await post('/_sim/feeds/foot/alert', { seconds: 5 })).status, 400);
    const unknown = await post('/_sim/feeds/ZZZZ/alert', { seconds: 5 });
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.message, /no feed ZZZZ/);
  });
});
