import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { EventsPage, Market, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform } from './harness';
import { SPORTS } from '../src/catalogue/sports';
import type { LiveChange } from '@sportsbook/contracts';
import { createChangeHub } from '../src/live/changeFeed';
import { openStream } from './streamReader';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/**
 * The simulator's clock stands still at one instant (25 matches live, in 11 sports): how many are live depends
 * on where the leagues' rounds fall in the hour, so on the wall clock this file once counted 18.
 */
const WORLD_CLOCK = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('catalogue, trading simulator and live feed', () => {
  let platform: Platform;
  before(async () => {
    platform = await startTestPlatform({
      simulator: { speed: 60, seed: 42, liveTarget: 24, now: () => new Date(WORLD_CLOCK) },
    });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await platform.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() as T };
  };
  const liveEvents = async () => (await get<EventsPage>('/xapi/rest/live/events?pageSize=100')).body.events;

  // PGlite has no autovacuum (a PostgreSQL server analyzes on its own schedule): the round does its work.
  it(
    "leaves the world's tables analyzed after the simulator's round, so one event's markets are found by index",
    {
      skip: process.env.TEST_DATABASE_URL ? 'PGlite only' : false,
    },
    async () => {
      const analyzed = await platform.db.query<{ relname: string }>(
        "SELECT relname FROM pg_stat_user_tables WHERE relname IN ('events', 'markets', 'outcomes') AND last_analyze IS NOT NULL",
      );
      assert.deepEqual(analyzed.map((t) => t.relname).sort(), ['events', 'markets', 'outcomes']);
      const [{ id }] = await platform.db.query<{ id: string }>("SELECT id FROM events WHERE state = 'prematch' LIMIT 1");
      const plan = await platform.db.query<{ 'QUERY PLAN': string }>(
        'EXPLAIN SELECT o.id FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.event_id = $1',
        [id],
      );
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      assert.doesNotMatch(text, /Seq Scan on outcomes/, text);
    },
  );

  it('lists every seeded sport in the path tree, with countries and leagues under it', async () => {
    const { status, body } =
      await get<{ sportCode: string; children: { children: { eventCount: number }[] }[] }[]>('/xapi/rest/eventpathtree');
    assert.equal(status, 200);
    assert.deepEqual(body.map((s) => s.sportCode).sort(), SPORTS.map((s) => s.code).sort());
    const football = body.find((s) => s.sportCode === 'FOOT')!;
    assert.ok(football.children.length >= 4 && football.children[0].children[0].eventCount > 0);
    const esports = (await get<{ sportCode: string }[]>('/xapi/rest/eventpathtree?sportGroups=ESPORTS')).body
      .map((s) => s.sportCode)
      .sort();
    assert.deepEqual(esports, ['CSGO', 'EBSK', 'EFOT', 'LOLS']);
    const outrights = (await get<{ sportCode: string }[]>('/xapi/rest/eventpathtree?eventTypeFilter=RANKEVENT')).body.map(
      (s) => s.sportCode,
    );
    assert.deepEqual(outrights, ['GOLF']);
    const full = await platform.app.inject({ method: 'GET', url: '/xapi/rest/eventpathtree?includeMarketTypes=true' });
    const light = await platform.app.inject({
      method: 'GET',
      url: '/xapi/rest/eventpathtree?includeMarketTypes=true&lightWeightResponse=true',
    });
    assert.ok(light.body.length < full.body.length * 0.8, `light ${light.body.length} bytes, full ${full.body.length}`);
    assert.deepEqual(
      (light.json() as { id: number }[]).map((s) => s.id),
      (full.json() as { id: number }[]).map((s) => s.id),
      'the same sports, lighter',
    );
  });

  it('answers a football query with opponents, event paths, markets, outcomes and decimal prices', async () => {
    const { body } = await get<EventsPage>('/xapi/rest/events?sportCode=FOOT&live=false');
    assert.equal(body.pageSize, 20);
    assert.ok(body.total > 20 && body.events.length === 20);
    const event = body.events[0];
    assert.equal(event.opponents.length, 2);
    assert.deepEqual(event.eventPaths.map((p) => p.id)[0], 240);
    assert.equal(event.eventPaths.length, 3);
    const result = event.markets!.find((m) => m.marketTypeId === 1 && m.period.periodType === 100)!;
    assert.equal(result.outcomes.length, 3);
    for (const outcome of result.outcomes) assert.ok(outcome.consolidatedPrice.currentPrice.decimal > 1);
    const overround = result.outcomes.reduce((sum, o) => sum + 1 / o.consolidatedPrice.currentPrice.decimal, 0);
    assert.ok(overround > 1.02 && overround < 1.15, `a bookmaker margin: ${overround}`);
    assert.ok(
      event.markets!.some((m) => m.marketTypeId === 350),
      'both teams to score',
    );
    assert.ok(
      event.markets!.some((m) => m.marketTypeId === 605),
      'double chance',
    );
    assert.ok(
      event.markets!.some((m) => m.period.periodType === 102),
      'first half, pre-match',
    );
  });

  it('keeps at least 20 live events across several sports', async () => {
    const live = await liveEvents();
    assert.ok(live.length >= 20, `${live.length} live`);
    assert.ok(new Set(live.map((e) => e.sportCode)).size >= 5);
    for (const event of live) assert.ok(event.clock, 'a live event has a clock');
  });

  it('moves a live event clock and its prices within a few seconds', async () => {
    const before = await liveEvents();
    for (let i = 0; i < 5; i++) await platform.simulator.advance(1);
    const after = await liveEvents();
    const clocksMoved = after.filter((e) => {
      const was = before.find((b) => b.id === e.id);
      return was && JSON.stringify(was.clock) !== JSON.stringify(e.clock);
    });
    assert.ok(clocksMoved.length > 0, 'some clock moved');
    const prices = (events: SportEvent[]) =>
      new Map(
        events.flatMap((e) =>
          (e.markets ?? []).flatMap((m) => m.outcomes.map((o) => [o.id, o.consolidatedPrice.currentPrice.decimal] as const)),
        ),
      );
    const was = prices(before);
    const changed = [...prices(after)].filter(([id, price]) => was.has(id) && was.get(id) !== price);
    assert.ok(changed.length > 0, 'some prices changed');
  });

  it('streams price, clock and score changes with the short keys, filtered by event', async () => {
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = platform.app.server.address() as AddressInfo;
    // A basketball game scores every few seconds, so both kinds of change arrive quickly; the one with the most
    // open markets, since a lopsided game has its books suspended (out of the ladder's range) and prices still.
    const live = (await liveEvents()).sort((a, b) => (b.liveOpenMarketCount ?? 0) - (a.liveOpenMarketCount ?? 0));
    const first = live.find((e) => e.sportCode === 'BASK' && (e.liveOpenMarketCount ?? 0) >= 3) ?? live[0];
    const second = live.find((e) => e.id !== first.id)!;
    const stream = await openStream(`http://127.0.0.1:${port}/xapi/live/stream?eventIds=${first.id}`);
    const changes = () => stream.messages.filter((m) => m.event === 'changes').flatMap((m) => JSON.parse(m.data) as LiveChange[]);
    for (let i = 0; i < 30 && !(changes().some((c) => c.t === 'price') && changes().some((c) => c.t === 'score')); i++) {
      await platform.simulator.advance(1);
      await new Promise((r) => setTimeout(r, 30));
    }
    await stream.close();
    const received = changes();
    assert.ok(received.length > 0);
    assert.ok(
      received.every((c) => c.t !== 'alert' && c.eid === first.id),
      'only the asked-for event',
    );
    assert.notEqual(first.id, second.id);
    const price = received.find((c) => c.t === 'price') as Extract<LiveChange, { t: 'price' }>;
    assert.ok(price, 'a price change arrived');
    for (const key of ['eid', 'mid', 'oid', 'mtid', 'ptid', 's', 'h', 'clp'] as const)
      assert.ok(key in price, `short key ${key}`);
    assert.ok(price.clp.cp.d > 1);
    assert.ok(
      received.some((c) => c.t === 'clock'),
      'clock changes',
    );
    const score = received.find((c) => c.t === 'score') as Extract<LiveChange, { t: 'score' }>;
    assert.ok(score, 'a score change arrived');
    assert.ok(
      (score.scores as { score: { opponentId: number }[] }).score.every((s) =>
        first.opponents.some((o) => o.id === s.opponentId),
      ),
      'scores name the opponents',
    );
    // After the first, a score change carries only the period entries that changed: one period's pair at most.
    const later = received.filter((c): c is Extract<LiveChange, { t: 'score' }> => c.t === 'score').slice(1);
    for (const change of later)
      assert.ok(
        ((change.scores as { scoresPerPeriod?: unknown[] }).scoresPerPeriod ?? []).length <= 2,
        JSON.stringify(change.scores),
      );
  });

  it('fans changes out through LISTEN/NOTIFY to another API process on the same database', async () => {
    const other = await platform.openPeer();
    const hub = await createChangeHub(other);
    const received: LiveChange[] = [];
    const stop = hub.subscribe((changes) => received.push(...changes));
    for (let i = 0; i < 10 && received.length === 0; i++) {
      await platform.simulator.advance(1);
      await new Promise((r) => setTimeout(r, 50));
    }
    stop();
    await hub.stop();
    await platform.closePeer(other);
    assert.ok(received.length > 0, 'the other process saw the changes');
  });

  it('suspends every market of a feed during a feed alert and reopens them after', async () => {
    const live = await liveEvents();
    // The feed with the most matches in play: the oldest match alone may end before the alert does.
    const perFeed = new Map<string, number>();
    for (const event of live) perFeed.set(event.feedCode!, (perFeed.get(event.feedCode!) ?? 0) + 1);
    const feed = [...perFeed].sort((a, b) => b[1] - a[1])[0][0];
    await platform.simulator.raiseFeedAlert(feed, 2);
    await platform.simulator.advance(1);
    const during = (await liveEvents()).filter((e) => e.feedCode === feed);
    const markets = during.flatMap((e) => e.markets ?? []).filter((m) => m.period.inRunning);
    assert.ok(markets.length > 0 && markets.every((m) => m.status === 'suspended'), 'all suspended');
    for (let i = 0; i < 6; i++) await platform.simulator.advance(1);
    const afterwards = (await liveEvents()).filter((e) => e.feedCode === feed).flatMap((e) => e.markets ?? []);
    assert.ok(
      afterwards.some((m) => m.status === 'open'),
      'open again',
    );
  });

  it('takes long-term suspended pre-match markets out of the lists of a live event', async () => {
    const [event] = await liveEvents();
    assert.ok(event.markets!.every((m: Market) => m.period.periodType >= 200 && m.status !== 'lts'));
    const all = (
      await get<SportEvent>(`/xapi/rest/events/${event.id}?excludeLongTermSuspended=false&marketStatus=OPEN,SUSPENDED`)
    ).body;
    assert.ok(all.markets!.every((m) => m.status !== 'closed'));
  });

  it('ends events and results their markets, won and lost', async () => {
    const [event] = await liveEvents();
    let state = 'live';
    for (let i = 0; i < 400 && state !== 'finished'; i++) {
      await platform.simulator.advance(5);
      [{ state }] = await platform.db.query<{ state: string }>('SELECT state FROM events WHERE id = $1', [event.id]);
    }
    assert.equal(state, 'finished');
    const finished = (await get<SportEvent>(`/xapi/rest/events/${event.id}`)).body;
    assert.equal(finished.isFinished, true);
    assert.equal(finished.clock?.status, 'END_OF_EVENT');
    const results = await platform.db.query<{ resulted: boolean; results: string[] }>(
      `SELECT m.resulted, array_agg(o.result ORDER BY o.ordinal_position) AS results FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.event_id = $1 GROUP BY m.id`,
      [event.id],
    );
    assert.ok(
      results.every((m) => m.resulted),
      'every market resulted',
    );
    assert.ok(results.some((m) => m.results.includes('won') && m.results.includes('lost')));
    const [{ id }] = await platform.db.query<{ id: string }>('SELECT id FROM markets WHERE event_id = $1 LIMIT 1', [event.id]);
    const market = await get<Market>(`/xapi/rest/markets/${id}`);
    assert.equal(market.body.status, 'closed');
    assert.equal((await get<EventsPage>(`/xapi/rest/live/events?eventIds=${event.id}`)).body.total, 0, 'gone from the live list');
  });

  it('honours the market parameters, the period filter, paging and the long POST form', async () => {
    const only = (
      await get<EventsPage>('/xapi/rest/events?sportCode=FOOT&live=false&marketTypeIds=1&periodTypeIds=100&pageSize=5&page=2')
    ).body;
    assert.equal(only.page, 2);
    assert.equal(only.events.length, 5);
    assert.ok(only.events.every((e) => e.markets!.length === 1 && e.markets![0].marketTypeId === 1));
    const capped = (await get<EventsPage>('/xapi/rest/events?sportCode=FOOT&live=false&maxMarketsPerMarketType=1&pageSize=3'))
      .body;
    for (const e of capped.events) assert.equal(e.markets!.filter((m) => m.marketTypeId === 10).length, 1);
    const perEvent = (await get<EventsPage>('/xapi/rest/events?sportCode=FOOT&maxMarketPerEvent=2&pageSize=3')).body;
    assert.ok(perEvent.events.every((e) => e.markets!.length <= 2));
    const today = (await get<EventsPage>('/xapi/rest/events?period=today&live=false&pageSize=100')).body;
    const limit = Date.now() + 86_400_000;
    assert.ok(today.events.every((e) => new Date(e.eventDate).getTime() < limit));
    const week = (await get<EventsPage>('/xapi/rest/events?period=this_week&live=false')).body;
    assert.ok(week.total >= today.total);
    const ids = only.events.map((e) => e.id).join(',');
    const posted = await platform.app.inject({
      method: 'POST',
      url: '/xapi/rest/events?hash=0a1b2c3d',
      payload: { eventIds: ids, marketTypeIds: '1' },
    });
    assert.equal(posted.statusCode, 200);
    assert.deepEqual((posted.json() as EventsPage).events.map((e) => e.id).sort(), ids.split(',').map(Number).sort());
    // The client posts its own params object: lists as arrays, with the same parameters as the GET.
    const asClient = await platform.app.inject({
      method: 'POST',
      url: '/xapi/rest/events?hash=0a1b2c3d',
      payload: {
        l: 'en-GB',
        eventIds: only.events.map((e) => e.id),
        marketTypeIds: [1],
        pageSize: 20,
        sortBy: 'time',
        maxMarketsPerMarketType: 3,
        maxMarketPerEvent: 50,
        includeHiddenOutcomes: false,
        excludeLongTermSuspended: true,
        sortMarketsByPriceDifference: true,
        excludeMarketByOpponent: true,
      },
    });
    assert.equal(asClient.statusCode, 200, asClient.body);
    assert.equal((asClient.json() as EventsPage).events.length, only.events.length);
    const home = (await get<EventsPage>('/xapi/rest/events?eventPathIds=10001&live=false')).body;
    assert.ok(home.events.length > 0, 'the home page path has events');
    const league = only.events[0].eventPaths[2].id;
    const byLeague = (await get<EventsPage>(`/xapi/rest/events?eventPathIds=${league}&live=false`)).body;
    assert.ok(byLeague.events.every((e) => e.eventPaths[2].id === league));
    const light = (await get<EventsPage>('/xapi/rest/live/events?includeMarkets=false&pageSize=5')).body;
    assert.ok(
      light.events.length > 0 && light.events.every((e) => e.markets === undefined && typeof e.liveOpenMarketCount === 'number'),
      'a light list has no markets',
    );
  });

  it('trades player props on football events, each market naming its player, capped per market type', async () => {
    const [event] = (await get<EventsPage>('/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1')).body.events;
    const page = (await get<SportEvent>(`/xapi/rest/events/${event.id}`)).body;
    const withoutProps = (await get<SportEvent>(`/xapi/rest/events/${event.id}?excludeMarketByOpponent=true`)).body;
    assert.ok(
      withoutProps.markets!.length > 0 && withoutProps.markets!.every((m) => !m.playerName),
      "excludeMarketByOpponent leaves a player's markets out",
    );
    const capped = (await get<SportEvent>(`/xapi/rest/events/${event.id}?maxMarketsPerMarketType=3`)).body;
    const perType = new Map<number, number>();
    for (const m of capped.markets!) perType.set(m.marketTypeId, (perType.get(m.marketTypeId) ?? 0) + 1);
    assert.ok([...perType.values()].every((n) => n <= 3) && perType.get(71) === 3, `per type: ${JSON.stringify([...perType])}`);
    const toScore = page.markets!.filter((m) => m.marketTypeId === 71);
    assert.equal(toScore.length, 6, 'three key players a side');
    assert.ok(
      toScore.every(
        (m) => m.playerName && m.description.startsWith(m.playerName) && m.outcomes.map((o) => o.description).join() === 'Yes,No',
      ),
    );
    assert.deepEqual(
      [...new Set(page.markets!.filter((m) => m.playerName).map((m) => m.marketTypeId))].sort(),
      [71, 72, 73, 74, 75],
    );
  });

  it('skips a sport without a known code from the path tree', async () => {
    // A sport the feed trades but the product has no table for: one league, one priced event.
    const setup = [
      `INSERT INTO sports (id, code, name, style) VALUES (999, 'XXXX', 'Mystery', 'goals')`,
      `INSERT INTO event_paths (id, parent_id, kind, description, slug, sport_code, ordinal) VALUES (999, NULL, 'sport', 'Mystery', 'mystery', 'XXXX', 99),
         (99901, 999, 'country', 'Nowhere', 'nowhere', 'XXXX', 0), (99902, 99901, 'league', 'Mystery League', 'mystery-league', 'XXXX', 0)`,
      `INSERT INTO events (id, slug, name, sport_code, league_id, event_date, feed_code) VALUES (999999999, '999999999-mystery', 'Mystery', 'XXXX', 99902, now() + interval '6 days', 'XXXX')`,
      `INSERT INTO markets (id, event_id, market_type_id, description, period_type, period_description, feed_id) VALUES (999999999, 999999999, 1, 'Match Result', 100, 'Full Time', 'XXXX')`,
    ];
    try {
      for (const sql of setup) await platform.db.query(sql);
      const tree = (await get<{ id: number }[]>('/xapi/rest/eventpathtree?periodType=all')).body;
      assert.ok(tree.length > 0 && tree.every((s) => s.id !== 999), 'the unknown sport is skipped');
    } finally {
      await platform.db.query('DELETE FROM events WHERE id = 999999999');
      await platform.db.query('DELETE FROM event_paths WHERE id IN (99902, 99901, 999)');
      await platform.db.query('DELETE FROM sports WHERE id = 999');
    }
  });

  it('refuses bad parameters with 400 naming them, and unknown ids with 404', async () => {
    for (const [url, field] of [
      ['/xapi/rest/events?pageSize=0', 'pageSize'],
      ['/xapi/rest/events?period=yesterday', 'period'],
      ['/xapi/rest/events?eventIds=1,abc', 'eventIds'],
      ['/xapi/rest/events?sportCode=football', 'sportCode'],
      ['/xapi/rest/events?nonsense=1', 'additional'],
      ['/xapi/rest/eventpathtree?sportGroups=CASINO', 'sportGroups'],
      ['/xapi/rest/events/abc', 'id'],
      ['/xapi/live/stream?eventIds=x', 'eventIds'],
    ] as const) {
      const { status, body } = await get<{ message: string }>(url);
      assert.equal(status, 400, url);
      assert.match(body.message, new RegExp(field), url);
    }
    assert.equal((await get('/xapi/rest/events/999999999')).status, 404);
    assert.equal((await get('/xapi/rest/markets/999999999')).status, 404);
    const badBody = await platform.app.inject({ method: 'POST', url: '/xapi/rest/events?hash=0a1b2c3d', payload: { page: -1 } });
    assert.equal(badBody.statusCode, 400);
  });
});

describe('brand content and reference data', () => {
  let platform: Platform;
  before(async () => {
    platform = await startTestPlatform();
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await platform.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };

  it('serves adverts only to their audience', async () => {
    assert.equal((await get('/api/adverts/1?player_type=logged_out')).status, 200);
    assert.equal((await get('/api/adverts/1?player_type=logged_in')).status, 204);
    assert.equal((await get('/api/adverts/2?player_type=logged_in_deposited')).status, 200);
    assert.equal((await get('/api/adverts/3?player_type=logged_in_not_deposited')).status, 200);
    assert.equal((await get('/api/adverts/4?player_type=logged_in&username=vip1')).status, 200);
    assert.equal((await get('/api/adverts/4?player_type=logged_in&username=other')).status, 204);
    assert.equal((await get('/api/adverts/99?player_type=logged_out')).status, 404);
    assert.equal((await get('/api/adverts/1')).status, 400);
    const advert = (await get('/api/adverts/1?player_type=logged_out')).body;
    for (const key of ['audience', 'width_in_pixels', 'height_in_pixels', 'attachment_path', 'link', 'popup', 'show_description'])
      assert.ok(key in advert, key);
    assert.ok(!('usernames' in advert));
  });

  it("serves the picture an advert's attachment_path names, as an image that runs no script", async () => {
    const advert = (await get('/api/adverts/1?player_type=logged_out')).body;
    const picture = await platform.app.inject({ method: 'GET', url: advert.attachment_path });
    assert.equal(picture.statusCode, 200);
    assert.match(String(picture.headers['content-type']), /^image\/svg\+xml/);
    assert.match(String(picture.headers['content-security-policy']), /default-src 'none'/);
    assert.match(picture.body, /<svg/);
    assert.equal((await platform.app.inject({ method: 'GET', url: '/api/adverts/99/image.svg' })).statusCode, 404);
  });

  it('serves active html widgets, submenus, external URLs, coupons and the external header of the brand that has one', async () => {
    assert.match((await get('/api/html_widgets/1?active=true')).body.content, /Responsible gaming/);
    assert.equal((await get('/api/html_widgets/2')).status, 404);
    assert.equal((await get('/api/submenus/1')).body.submenu_links.length, 6);
    const urls = (await get('/api/external_urls')).body;
    for (const key of ['forgot_password', 'cashier', 'registration', 'profile', 'home'])
      assert.equal(typeof urls[key].placeholder, 'string');
    assert.equal((await get('/api/coupon_groups/1')).body.coupons[0].sport_id, 240);
    assert.equal((await get('/api/external_header')).status, 404);
    const header = (await get('/api/external_header?pub=savanna')).body;
    assert.ok(header.css && header.js && header.html);
    assert.equal((await get('/api/gcb_seals?host=localhost')).status, 404);
    assert.equal((await get('/api/metrics?app=sportsbook')).body.app, 'sportsbook');
  });

  it('serves currencies, geo data, stream restrictions and the odds ladder with brand margins', async () => {
    const currencies = (await get('/xapi/rest/currencies')).body;
    assert.deepEqual(Object.keys(currencies[0]).sort(), ['id', 'isoCode', 'precision', 'symbol']);
    assert.equal((await get('/api/v2/geo_data', { 'x-geo-country': 'ke' })).body.countryCode, 'KE');
    const ladder = (await get('/xapi/rest/oddsLadderAndMargins/1?overrideBrand=nova')).body;
    assert.equal(ladder.margins.marketTypes['1'].brandMarginType, 'POWER_ODDS');
    assert.ok(ladder.ladder.includes(2.02));
    const streams = (await get('/api/video_streams', { 'x-geo-country': 'US' })).body as {
      stream_id: string;
      available: boolean;
      provider: string;
    }[];
    assert.ok(streams.length > 0);
    const football = streams.find((s) => s.provider === 'perform_desktop');
    if (football) {
      assert.equal(football.available, false, 'football streams are blocked in the US');
      assert.equal((await get(`/api/video_streams/${football.stream_id}`, { 'x-geo-country': 'US' })).status, 451);
      assert.equal((await get(`/api/video_streams/${football.stream_id}`, { 'x-geo-country': 'GB' })).status, 200);
    }
  });
});
