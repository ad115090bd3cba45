import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { MARKET_TYPE, type EventsPage } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { MAX_OFFERED_PRICE, MAX_OVERROUND, MIN_OFFERED_PRICE, MIN_OVERROUND } from '../src/trading/pricing/bookPrices';
import { LONGEST_MATCH_FACTOR, MIN_REVERSE_DAYS, realMatchMs } from '../src/trading/seasonPlan';
import { soakSeed } from './soakSeed';

/** Real seconds per step: at least the simulator's maintenance cadence, so every step also schedules and kicks off. */
const STEP_SECONDS = 30;
/** 20 minutes of the clock at 20 game seconds a second: over six hours of play. */
const STEPS = 40;
const SPEED = 20;
const LIVE_TARGET = 12;
/** "Today" is never empty for these. */
const MAIN_SPORTS = ['FOOT', 'BASK', 'TENN'];
/** A new world each run; its clock starts at TRADING_SOAK_START (epoch ms) to replay a run at its own hour. */
const SEED = soakSeed('trading soak', 'TRADING_SOAK_SEED');
const START = Number(process.env.TRADING_SOAK_START ?? Date.now());
console.log(`trading soak clock from ${START} (TRADING_SOAK_START=${START})`);

/**
 * The simulator on an accelerated clock, with bets placed as it runs; after every step, what must always
 * hold of a sportsbook's schedule, books and settlement.
 */
describe('trading soak: hours of simulated play on an accelerated clock', () => {
  let platform: TestPlatform;
  let clock = START;
  const violations: string[] = [];
  let placed = 0;
  const liveCounts: number[] = [];

  before(async () => {
    platform = await startTestPlatform({
      simulator: { speed: SPEED, liveTarget: LIVE_TARGET, seed: SEED, now: () => new Date(clock) },
    });
    await platform.simulator.advance(0);
    const login = await platform.app.inject({
      method: 'POST',
      url: '/xapi/icore/players/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    const { alsToken: token, icore_player_id: accountId } = login.json() as { alsToken: string; icore_player_id: string };
    for (let step = 0; step < STEPS; step++) {
      clock += STEP_SECONDS * 1000;
      await platform.simulator.advance(STEP_SECONDS);
      await checkInvariants(step);
      if (step % 4 === 0) placed += await placeBets(token, accountId);
    }
    // Let the last bets' events finish and settle.
    for (let step = 0; step < 16; step++) {
      clock += STEP_SECONDS * 1000;
      await platform.simulator.advance(STEP_SECONDS);
    }
  });
  after(async () => platform.close());

  const query = <T>(sql: string, params: unknown[] = []) => platform.db.query<T>(sql, params);

  async function checkInvariants(step: number) {
    const now = new Date(clock).toISOString();
    const early = await query<{ id: string }>(
      `SELECT id FROM events WHERE state <> 'prematch' AND NOT is_outright AND event_date > $1`,
      [now],
    );
    for (const { id } of early) violations.push(`step ${step}: event ${id} went live before its start time`);
    const twice = await query<{ team: number }>(
      `SELECT team FROM (SELECT home_team_id AS team FROM events WHERE state = 'live' UNION ALL SELECT away_team_id FROM events WHERE state = 'live') t
       WHERE team IS NOT NULL GROUP BY team HAVING count(*) > 1`,
    );
    for (const { team } of twice) violations.push(`step ${step}: team ${team} in two live events`);
    const upcoming = await query<{ sport_code: string }>(
      `SELECT DISTINCT sport_code FROM events WHERE sport_code = ANY($3::text[]) AND state = 'prematch' AND event_date > $1 AND event_date < $2`,
      [now, new Date(clock + 86_400_000).toISOString(), MAIN_SPORTS],
    );
    for (const sport of MAIN_SPORTS)
      if (!upcoming.some((row) => row.sport_code === sport)) violations.push(`step ${step}: no ${sport} in the next 24 hours`);
    // Double chance covers two results an outcome: its book is measured against its two winners.
    const books = await query<{ id: string; book: number; lowest: number; highest: number }>(
      `SELECT m.id, sum(1 / o.price) / CASE WHEN m.market_type_id = $1 THEN 2 ELSE 1 END AS book, min(o.price) AS lowest, max(o.price) AS highest
       FROM markets m JOIN outcomes o ON o.market_id = m.id WHERE m.status = 'open' AND NOT o.hidden GROUP BY m.id`,
      [MARKET_TYPE.doubleChance],
    );
    for (const b of books) {
      if (b.book < MIN_OVERROUND || b.book > MAX_OVERROUND)
        violations.push(`step ${step}: open market ${b.id} has a book of ${b.book}`);
      if (b.lowest < MIN_OFFERED_PRICE || b.highest > MAX_OFFERED_PRICE)
        violations.push(`step ${step}: open market ${b.id} offers ${b.lowest} against ${b.highest}`);
    }
    // A total whose line the score has passed is decided: it must be closed by the step that passed it. The
    // score is the match score (frames, maps) where the feed keeps one, the running score otherwise.
    const passed = await query<{ id: string; sport_code: string; spread: number; total: number }>(
      `SELECT e.id, e.sport_code, m.spread, t.total FROM events e
       CROSS JOIN LATERAL (SELECT sum((side->>'points')::float8) AS total FROM jsonb_array_elements(COALESCE(e.scores->'match', e.scores->'score')) side) t
       JOIN markets m ON m.event_id = e.id
       WHERE e.state = 'live' AND m.market_type_id = ANY($1::int[]) AND m.period_type >= 200 AND m.status IN ('open', 'suspended') AND m.spread < t.total`,
      [[MARKET_TYPE.totalGoals, MARKET_TYPE.totalPoints]],
    );
    for (const p of passed)
      violations.push(`step ${step}: ${p.sport_code} event ${p.id} at ${p.total} still trades the total ${p.spread}`);
    const [{ live }] = await query<{ live: string }>(`SELECT count(*) AS live FROM events WHERE state = 'live'`);
    liveCounts.push(Number(live));
  }

  /** A few singles on the next kick-offs, at the prices shown. */
  async function placeBets(token: string, accountId: string): Promise<number> {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/xapi/rest/events?live=false&pageSize=6&marketTypeIds=1,2&periodTypeIds=100',
    });
    let accepted = 0;
    for (const event of (response.json() as EventsPage).events) {
      const outcome = event.markets?.[0]?.outcomes[0];
      if (!outcome) continue;
      const slip = {
        singles: [{ outcomeId: outcome.id, decimal: outcome.consolidatedPrice.currentPrice.decimal, unitStake: 1 }],
        userAcceptOdds: 'A',
        originId: 11,
      };
      const answer = await platform.app.inject({
        method: 'POST',
        url: `/xapi/rest/accounts/${accountId}/betslips?uuid=${randomUUID()}`,
        payload: slip,
        headers: { authorization: `Bearer ${token}` },
      });
      if ((answer.json() as { status?: string }).status === 'accepted') accepted++;
    }
    return accepted;
  }

  it('never starts an event early, never puts a team in two live events, never empties the next day of the main sports', () => {
    assert.deepEqual(
      violations.filter((v) => /went live|two live|next 24 hours/.test(v)),
      [],
    );
  });

  it('never lists a team in two matches that could overlap: kick-offs of a team are a longest match apart', async () => {
    const events = await query<{ id: string; sport_code: string; home_team_id: number; away_team_id: number; event_date: Date }>(
      `SELECT id, sport_code, home_team_id, away_team_id, event_date FROM events WHERE NOT is_outright ORDER BY event_date`,
    );
    assert.ok(events.length > 300, `${events.length} matches listed over the run`);
    const lastOf = new Map<number, { id: string; at: number }>();
    const clashes: string[] = [];
    for (const event of events) {
      const at = new Date(event.event_date).getTime();
      // A team is busy from its kick-off for its sport's longest match (extra time, a fifth set) at this speed.
      const busy = realMatchMs(event.sport_code, SPEED) * LONGEST_MATCH_FACTOR;
      for (const team of [event.home_team_id, event.away_team_id]) {
        const last = lastOf.get(team);
        if (last && at - last.at < busy)
          clashes.push(`team ${team}: events ${last.id} and ${event.id} ${(at - last.at) / 60_000} min apart`);
        lastOf.set(team, { id: event.id, at });
      }
    }
    assert.deepEqual(clashes, []);
  });

  it(`puts a fixture and its reverse at least ${MIN_REVERSE_DAYS} days apart on the calendar players see`, async () => {
    // Every meeting of a pair, home or away, by advertised kick-off: the listing spans the run and the week ahead.
    const meetings = await query<{ pair: string; dates: Date[] }>(
      `SELECT least(home_team_id, away_team_id) || '-' || greatest(home_team_id, away_team_id) AS pair, array_agg(event_date ORDER BY event_date) AS dates
       FROM events WHERE NOT is_outright GROUP BY 1`,
    );
    const tooSoon = meetings.flatMap(({ pair, dates }) =>
      dates.slice(1).flatMap((date, i) => {
        const days = (new Date(date).getTime() - new Date(dates[i]).getTime()) / 86_400_000;
        return days < MIN_REVERSE_DAYS ? [`${pair} met again after ${days.toFixed(2)} days`] : [];
      }),
    );
    assert.ok(meetings.length > 300, `${meetings.length} pairings listed`);
    assert.deepEqual(tooSoon, []);
  });

  it('keeps about its target of matches in play throughout, from kick-offs alone', () => {
    const low = Math.min(...liveCounts);
    const high = Math.max(...liveCounts);
    assert.ok(
      low >= LIVE_TARGET / 2 && high <= LIVE_TARGET * 2,
      `between ${low} and ${high} live, for a target of ${LIVE_TARGET}`,
    );
  });

  it(`keeps every open book between ${MIN_OVERROUND} and ${MAX_OVERROUND}, priced between ${MIN_OFFERED_PRICE} and ${MAX_OFFERED_PRICE}`, () => {
    assert.deepEqual(
      violations.filter((v) => /book|offers/.test(v)),
      [],
    );
  });

  it('closes a decided total within the step that decided it', () => {
    assert.deepEqual(
      violations.filter((v) => /total/.test(v)),
      [],
    );
  });

  it('pays every settled bet exactly once, its returns and nothing else', async () => {
    const bets = await query<{ id: string; status: string; returns: string | null; payouts: string; paid: string | null }>(
      `SELECT b.id, b.status, b.returns, count(w.id) AS payouts, sum(w.amount) AS paid
       FROM bets b LEFT JOIN wallet_entries w ON w.bet_id = b.id AND w.kind IN ('win', 'refund') GROUP BY b.id`,
    );
    const settled = bets.filter((b) => b.status !== 'open');
    assert.ok(placed >= 20 && settled.length >= 10, `${placed} bets placed, ${settled.length} settled`);
    for (const bet of bets) {
      const returns = Number(bet.returns ?? 0);
      const payouts = Number(bet.payouts);
      if (bet.status === 'open' || returns === 0) assert.equal(payouts, 0, `bet ${bet.id} (${bet.status}) was paid`);
      else {
        assert.equal(payouts, 1, `bet ${bet.id} (${bet.status}) paid ${payouts} times`);
        assert.equal(Number(bet.paid), returns, `bet ${bet.id} paid ${bet.paid} for returns of ${returns}`);
      }
    }
  });
});
