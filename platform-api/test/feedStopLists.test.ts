import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventsPage, LiveChange, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { FEED_STOPPED_AFTER_SECONDS } from '../src/trading/leadership';
import { noticeFeedStop } from '../src/trading/feedStopNotice';

/**
 * Issue 41 item 3, as players see it: while the feed is stopped the lists and the event page answer the live
 * in-running markets as suspended (the events remote locks their prices), the push stream says when they
 * suspend and when they reopen, and betting refuses them; the pre-match book stays open throughout. The ready
 * answers are kept a minute here, so a list kept from before the stop would show.
 */
describe('the lists while the feed is stopped', () => {
  let platform: TestPlatform;
  let demo: { token: string; id: string };
  const heard: LiveChange[] = [];
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 5 }, readCacheMs: 60_000 });
    await platform.simulator.advance(1);
    const { body } = await platform.call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    demo = { token: body.alsToken, id: body.icore_player_id };
    platform.hub.subscribe((changes) => heard.push(...changes));
  });
  after(async () => platform.close());

  /** The heartbeat a leader on its timer writes, `secondsAgo` old. */
  const lastTick = (secondsAgo: number) =>
    platform.db.query(
      `UPDATE simulator_leadership SET ticked_at = now() - $1 * interval '1 second', stale_after = $2 * interval '1 second'`,
      [secondsAgo, FEED_STOPPED_AFTER_SECONDS],
    );
  /** The status a market has in an answer: the live list (as the live page asks it), the event page, a list of pre-match. */
  const statusIn = (events: SportEvent[], marketId: number) =>
    events.flatMap((event) => event.markets ?? []).find((market) => market.id === marketId)?.status;
  const liveList = async (marketId: number) =>
    statusIn(
      (await platform.call<EventsPage>('GET', '/xapi/rest/live/events?marketStatus=OPEN,SUSPENDED')).body.events,
      marketId,
    );
  const eventPage = async (eventId: number, marketId: number) =>
    statusIn([(await platform.call<SportEvent>('GET', `/xapi/rest/events/${eventId}`)).body], marketId);
  const prematchList = async (eventId: number, marketId: number) =>
    statusIn(
      (await platform.call<EventsPage>('GET', `/xapi/rest/events?eventIds=${eventId}&marketStatus=OPEN`)).body.events,
      marketId,
    );
  const until = async (what: string, check: () => boolean) => {
    for (let i = 0; i < 50 && !check(); i++) await sleep(100);
    assert.ok(check(), what);
  };
  const pushed = (marketId: number, status: string) => () =>
    heard.some((change) => change.t === 'market' && change.mid === marketId && change.s === status);
  const place = async (outcomeId: number) =>
    (
      await platform.call(
        'POST',
        `/xapi/rest/accounts/${demo.id}/betslips?uuid=${randomUUID()}`,
        { singles: [{ outcomeId, unitStake: 1 }], userAcceptOdds: 'A', originId: 11 },
        demo.token,
      )
    ).body;

  it('answers the live markets suspended, and pushes it, until a tick comes; bets on them are refused meanwhile', async () => {
    const [live] = await platform.db.query<{ event_id: string; market_id: string; outcome_id: string }>(
      `SELECT e.id AS event_id, m.id AS market_id, o.id AS outcome_id
       FROM events e JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
       WHERE e.state = 'live' AND m.in_running AND m.status = 'open' AND m.market_type_id = 1 AND NOT o.hidden
       ORDER BY e.id, o.id LIMIT 1`,
    );
    const [early] = await platform.db.query<{ event_id: string; market_id: string }>(
      `SELECT e.id AS event_id, m.id AS market_id FROM events e JOIN markets m ON m.event_id = e.id
       WHERE e.state = 'prematch' AND NOT e.is_outright AND m.status = 'open' AND m.market_type_id = 1
       ORDER BY e.event_date DESC LIMIT 1`,
    );
    const [eventId, marketId, outcomeId] = [live.event_id, live.market_id, live.outcome_id].map(Number);
    const [earlyEvent, earlyMarket] = [early.event_id, early.market_id].map(Number);

    // Running: open everywhere, and these answers are now kept ready.
    assert.equal(await liveList(marketId), 'open');
    assert.equal(await eventPage(eventId, marketId), 'open');
    assert.equal(await prematchList(earlyEvent, earlyMarket), 'open');

    await lastTick(FEED_STOPPED_AFTER_SECONDS + 1);
    await until('the stream says the live market is suspended', pushed(marketId, 'suspended'));
    assert.equal(await liveList(marketId), 'suspended', 'the live list answers it suspended (its kept answer dropped)');
    assert.equal(await eventPage(eventId, marketId), 'suspended', 'the event page too');
    // A list of open markets only leaves it out: it is not open now.
    assert.equal(
      statusIn(
        (await platform.call<EventsPage>('GET', `/xapi/rest/events?eventIds=${eventId}&marketStatus=OPEN`)).body.events,
        marketId,
      ),
      undefined,
    );
    assert.equal(await prematchList(earlyEvent, earlyMarket), 'open', 'the pre-match book is not the live feed');
    const refused = await place(outcomeId);
    assert.deepEqual(
      (refused.errors ?? []).map((e: { code: string }) => e.code),
      ['RES-00108'],
    );
    assert.ok(!pushed(earlyMarket, 'suspended')(), 'no pre-match market was told suspended');

    // The feed ticks again: open in the answers at once, and the stream tells the clients.
    await lastTick(0);
    await until('the stream says the live market is open again', pushed(marketId, 'open'));
    assert.equal(await liveList(marketId), 'open');
    assert.equal(await eventPage(eventId, marketId), 'open');
    const taken = await place(outcomeId);
    assert.ok(['pending', 'accepted'].includes(taken.status), JSON.stringify(taken));
  });

  it('has one process tell the stream of a stop, however many see it', async () => {
    const [{ newest }] = await platform.db.query<{ newest: string }>('SELECT max(id) AS newest FROM live_change_log');
    await lastTick(FEED_STOPPED_AFTER_SECONDS + 1);
    // Three processes' looks at once, beside the app's own watcher.
    const looks = await Promise.all([1, 2, 3].map(() => noticeFeedStop(platform.db)));
    assert.ok(looks.every((look) => look.stopped));
    assert.ok(looks.filter((look) => look.announced).length <= 1);
    await sleep(1500);
    const logged = await platform.db.query<{ changes: string }>('SELECT changes FROM live_change_log WHERE id > $1', [newest]);
    const told = logged
      .flatMap((row) => JSON.parse(row.changes) as LiveChange[])
      .flatMap((change) => (change.t === 'market' && change.s === 'suspended' ? [change.mid] : []));
    assert.ok(told.length > 0, 'the stop was told');
    assert.equal(new Set(told).size, told.length, 'each market told once');
    await lastTick(0);
  });
});
