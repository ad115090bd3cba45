import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { MARKET_TYPE } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { goalsModel } from '../src/trading/pricing/goalsModel';
import { bookPrices } from '../src/trading/pricing/bookPrices';
import { FEED_MARGIN } from '../src/trading/marketBook';
import { drift, SIGNIFICANT_DRIFT } from '../src/trading/priceMoves';
import type { SimState } from '../src/trading/engine/types';
import { goalsStateOf } from '../src/trading/engine/goalsStyle';
import { soakSeed } from './soakSeed';

const SEED = soakSeed('in-play soak', 'IN_PLAY_SOAK_SEED');
const SPEED = 20;
/** An hour of play: 180 real seconds at 20 game seconds a second. */
const STEPS = 180;
/** The in-play delay of a bet (placement.ts), in the simulator's real seconds. */
const DELAY_STEPS = 3;
/**
 * How far a shown draw price may be from the price the model's fair probabilities make now (its margin and
 * ladder): the drift a market keeps between events, and a ladder step's rounding beside it.
 */
const FAIR_RANGE = SIGNIFICANT_DRIFT + 0.01;

type Answer = { status: string; betSlipId: string; errors?: { code: string }[] };
const PRICE_CHANGED = 'RES-00152';

/**
 * Bets placed in play as players place them: a single or a treble on open in-play prices, the price the
 * player saw asked for (a worse one refused, RES-00152), decided when the in-play delay is over. Prices
 * that moved on every tick refused most of them; they move on match events and drift slowly between.
 */
describe('in-play bets over an hour of simulated play', () => {
  let platform: TestPlatform;
  let clock = Date.now();
  const outcomes = { accepted: 0, priceChanged: 0, otherRefusals: 0 };
  const otherCodes = new Map<string, number>();
  const drawsOutOfRange: string[] = [];
  let drawsChecked = 0;

  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: SPEED, liveTarget: 12, seed: SEED, now: () => new Date(clock) } });
    await platform.simulator.advance(0);
    const players = await Promise.all(['inplay1', 'inplay2', 'inplay3'].map(openPlayer));
    for (let step = 0; step < STEPS; step++) {
      clock += 1000;
      await platform.simulator.advance(1);
      await checkDraws();
      for (const player of players) {
        if (player.pending && player.pending.decideAt <= step) {
          count(await decide(player.token, player.pending.id));
          player.pending = undefined;
        }
        if (player.pending) continue;
        const legs = await openInPlayPrices(player.placed % 3 === 2 ? 3 : 1);
        if (!legs.length) continue;
        player.placed += 1;
        const answer = await place(player.token, player.accountId, legs);
        if (answer.status === 'pending') player.pending = { id: answer.betSlipId, decideAt: step + DELAY_STEPS };
        else count(answer);
      }
    }
  });
  after(async () => platform.close());

  const query = <T>(sql: string, params: unknown[] = []) => platform.db.query<T>(sql, params);

  /**
   * A player of the soak's own, signed up and logged in, with money for the hour (trebles start at 1250.00,
   * RES-00140) in the wallet and its ledger. One bet at a time, as a player has (a second waits: RES-00246).
   */
  async function openPlayer(username: string) {
    const signUp = await platform.call('POST', '/api/registration?pub=classic', {
      username,
      email: `${username}@example.com`,
      password: 'soak2soak',
      dateOfBirth: '1990-05-17',
      countryCode: 'GB',
      currency: 'EUR',
      firstName: 'In',
      lastName: 'Play',
      termsAccepted: true,
    });
    assert.equal(signUp.status, 201, JSON.stringify(signUp.body));
    const login = (await platform.call('POST', '/xapi/icore/players/login', { username, password: 'soak2soak' })).body as {
      alsToken: string;
      icore_player_id: string;
    };
    await query(
      `WITH w AS (UPDATE wallets SET balance = balance + $1 WHERE player_id = $2 RETURNING player_id, balance)
       INSERT INTO wallet_entries (player_id, kind, amount, balance_after) SELECT player_id, 'deposit', $1, balance FROM w`,
      [100_000_000, login.icore_player_id],
    );
    return {
      token: login.alsToken,
      accountId: login.icore_player_id,
      placed: 0,
      pending: undefined as { id: string; decideAt: number } | undefined,
    };
  }

  /** Open in-play prices of `legs` different live events, as a player's slip would hold them. */
  async function openInPlayPrices(legs: number) {
    return query<{ id: string; price: number }>(
      `SELECT DISTINCT ON (e.id) o.id, o.price FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
       WHERE e.state = 'live' AND m.status = 'open' AND m.in_running AND NOT o.hidden
       ORDER BY e.id, random() LIMIT $1`,
      [legs],
    ).then((rows) => (rows.length === legs ? rows : []));
  }

  /** A single, or a treble of three events' prices, each at the price the player saw. */
  async function place(token: string, accountId: string, legs: { id: string; price: number }[]): Promise<Answer> {
    const singles = legs.map((leg) => ({ outcomeId: Number(leg.id), decimal: leg.price, unitStake: legs.length === 1 ? 1 : 0 }));
    const treble = legs.length > 1 ? { multiples: [{ betTypeId: 200002, unitStake: 1250 }] } : {};
    const slip = { singles, ...treble, userAcceptOdds: 'D' };
    return (await platform.call<Answer>('POST', `/xapi/rest/accounts/${accountId}/betslips?uuid=${randomUUID()}`, slip, token))
      .body;
  }

  /** The slip once its delay is over, as the platform decides it. */
  async function decide(token: string, id: string): Promise<Answer> {
    await query("UPDATE betslips SET delay_until = now() - interval '1 second' WHERE id = $1", [id]);
    return (await platform.call<Answer>('PUT', `/xapi/rest/betslips/${id}/status`, undefined, token)).body;
  }

  function count(answer: Answer) {
    const codes = (answer.errors ?? []).map((error) => error.code);
    if (answer.status === 'accepted') outcomes.accepted += 1;
    else if (codes.includes(PRICE_CHANGED)) outcomes.priceChanged += 1;
    else {
      outcomes.otherRefusals += 1;
      for (const code of codes) otherCodes.set(code, (otherCodes.get(code) ?? 0) + 1);
    }
  }

  /** Every open football draw price of the hour, against the model's fair probability at that moment. */
  async function checkDraws() {
    const rows = await query<{ id: string; price: number; sim_state: SimState }>(
      `SELECT e.id, o.price, e.sim_state FROM events e JOIN markets m ON m.event_id = e.id JOIN outcomes o ON o.market_id = m.id
       WHERE e.state = 'live' AND e.sport_code = 'FOOT' AND m.status = 'open' AND m.in_running
         AND m.market_type_id = $1 AND m.period_type = (SELECT min(period_type) FROM markets WHERE event_id = e.id AND market_type_id = $1 AND in_running)
         AND o.ordinal_position = 2`,
      [MARKET_TYPE.matchResult],
    );
    for (const { id, price, sim_state: s } of rows) {
      if (s.period >= 2) continue;
      const goals = goalsStateOf(s);
      const fair = goalsModel.matchResult(goals);
      const book = bookPrices([fair.home, fair.draw, fair.away], FEED_MARGIN);
      if (!book) continue;
      drawsChecked += 1;
      if (drift([price], [book[1]]) > FAIR_RANGE)
        drawsOutOfRange.push(
          `event ${id} at ${s.score.join('-')}, ${Math.round((1 - goals.remaining) * 90)}': draw ${price}, the model's ${book[1]} (fair ${(1 / fair.draw).toFixed(2)})`,
        );
    }
  }

  it('refuses fewer than 20 % of the bets because the price moved during the delay, and accepts most', () => {
    const total = outcomes.accepted + outcomes.priceChanged + outcomes.otherRefusals;
    console.log(
      `in-play bets: ${total} placed, ${outcomes.accepted} accepted, ${outcomes.priceChanged} refused for a price change, ` +
        `${outcomes.otherRefusals} refused otherwise (${[...otherCodes].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none'})`,
    );
    assert.ok(total >= 120, `only ${total} bets placed`);
    // At least 80 % of the bets meet no price-change refusal (about 90 % do). The others that are refused
    // met a market suspended around a goal or a game's end during their delay, as the spec's rules have it.
    assert.ok(outcomes.priceChanged / total <= 0.2, `${outcomes.priceChanged} of ${total} refused for a price change`);
    assert.ok(outcomes.accepted / total >= 0.7, `${outcomes.accepted} of ${total} accepted`);
  });

  it("keeps every in-play draw price within the model's fair range", () => {
    console.log(`draw prices checked: ${drawsChecked}, out of range: ${drawsOutOfRange.length}`);
    assert.ok(drawsChecked > 100, `only ${drawsChecked} draw prices checked`);
    assert.deepEqual(drawsOutOfRange.slice(0, 10), []);
  });
});
