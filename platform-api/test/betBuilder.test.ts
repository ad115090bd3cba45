import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { MARKET_TYPE, type BetBuilderQuote, type BetBuilderRefusal, type BetModel, type MyBet } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { ledgerSum } from '../src/bets/wallet';
import { settleBets } from '../src/bets/settlement';
import { goalsStateOf } from '../src/trading/engine/goalsStyle';
import type { SimState } from '../src/trading/engine/types';
import { builderPrice, goalsJoint } from '../src/trading/pricing/builderModel';
import { builderLegsOf } from '../src/bets/builder/builderLegs';
import { jointOf } from '../src/bets/builder/builderQuote';

type Answer = BetModel & { status: string; betSlipId: string };
const SITE = { origin: 'http://localhost:3000' };

/**
 * The bet builder through the API: quotes priced on the match model's joint chance, refusals with their
 * reason, a builder placed as a single and as a leg of a multiple, priced in play from its legs, settled
 * when its legs decide (a void leg priced out again) and listed in my bets with its legs.
 */
describe('bet builder', () => {
  let platform: TestPlatform;
  let who: { token: string; id: string; playerId: number };
  /** Outcome ids of one pre-match football event by what they are, and another event's home win. */
  let legs: Record<'home' | 'away' | 'over25' | 'under15' | 'bttsYes' | 'firstHalfHome', number>;
  let eventId: number;
  let otherHome: number;

  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 7 } });
    await platform.simulator.advance(1);
    const { body } = await platform.call('POST', '/xapi/icore/players/login', { username: 'nopromo', password: 'nopromo12' });
    const [row] = await platform.db.query<{ id: string }>("SELECT id FROM players WHERE username = 'nopromo'");
    who = { token: body.alsToken, id: body.icore_player_id, playerId: Number(row.id) };
    // A multiple takes 1250.00 at least: a deposit, through the ledger, pays for one.
    await platform.db.transaction(async (tx) => {
      const [wallet] = await tx.query<{ balance: string }>(
        'UPDATE wallets SET balance = balance + 500000 WHERE player_id = $1 RETURNING balance',
        [who.playerId],
      );
      await tx.query("INSERT INTO wallet_entries (player_id, kind, amount, balance_after) VALUES ($1, 'deposit', 500000, $2)", [
        who.playerId,
        wallet.balance,
      ]);
    });
    const events = await platform.db.query<{ id: string }>(
      `SELECT e.id FROM events e WHERE e.sport_code = 'FOOT' AND e.state = 'prematch' AND NOT e.is_outright
         AND EXISTS (SELECT 1 FROM markets m WHERE m.event_id = e.id AND m.market_type_id = $1 AND m.status = 'open')
       ORDER BY e.event_date DESC, e.id LIMIT 2`,
      [MARKET_TYPE.bothTeamsToScore],
    );
    eventId = Number(events[0].id);
    const outcome = async (marketTypeId: number, ordinal: number, spread: number | null = null, periodType = 100) => {
      const [found] = await platform.db.query<{ id: string }>(
        `SELECT o.id FROM outcomes o JOIN markets m ON m.id = o.market_id
         WHERE m.event_id = $1 AND m.market_type_id = $2 AND o.ordinal_position = $3 AND m.period_type = $4
           AND m.spread IS NOT DISTINCT FROM $5::float8`,
        [eventId, marketTypeId, ordinal, periodType, spread],
      );
      return Number(found.id);
    };
    legs = {
      home: await outcome(MARKET_TYPE.matchResult, 1),
      away: await outcome(MARKET_TYPE.matchResult, 3),
      over25: await outcome(MARKET_TYPE.totalGoals, 1, 2.5),
      under15: await outcome(MARKET_TYPE.totalGoals, 2, 1.5),
      bttsYes: await outcome(MARKET_TYPE.bothTeamsToScore, 1),
      firstHalfHome: await outcome(MARKET_TYPE.matchResult, 1, null, 102),
    };
    const [other] = await platform.db.query<{ id: string }>(
      `SELECT o.id FROM outcomes o JOIN markets m ON m.id = o.market_id
       WHERE m.event_id = $1 AND m.market_type_id = $2 AND m.period_type = 100 AND o.ordinal_position = 1`,
      [events[1].id, MARKET_TYPE.matchResult],
    );
    otherHome = Number(other.id);
  });
  after(async () => platform.close());

  const quote = (outcomeIds: unknown) => platform.call('POST', '/xapi/rest/betbuilder/quotes', { outcomeIds }, SITE);
  const stateOf = async () =>
    (await platform.db.query<{ sim_state: SimState }>('SELECT sim_state FROM events WHERE id = $1', [eventId]))[0].sim_state;

  it('prices three legs on the joint chance of the goals model, not the product of their prices', async () => {
    const { status, body } = await quote([legs.home, legs.over25, legs.bttsYes]);
    assert.equal(status, 200, JSON.stringify(body));
    const answer = body as BetBuilderQuote;
    const goals = goalsStateOf(await stateOf());
    const joint = goalsJoint(goals, [
      { kind: 'result', pick: 'home' },
      { kind: 'total', line: 2.5, over: true },
      { kind: 'bothTeamsToScore', yes: true },
    ]);
    assert.equal(answer.price, builderPrice(joint));
    assert.notEqual(answer.price, answer.legsProduct);
    assert.equal(answer.legs.length, 3);
    assert.ok(answer.outcomeId! > 0);
    // The same legs, in any order, are the same builder.
    const again = (await quote([legs.bttsYes, legs.home, legs.over25])).body as BetBuilderQuote;
    assert.equal(again.outcomeId, answer.outcomeId);
  });

  it('refuses what cannot all win, what the model cannot price, and bad input, with a reason', async () => {
    const homeAway = await quote([legs.home, legs.away]);
    assert.equal(homeAway.status, 422);
    assert.equal((homeAway.body as BetBuilderRefusal).code, 'BUILDER_CONTRADICTION');
    assert.deepEqual(
      (homeAway.body as BetBuilderRefusal).outcomeIds,
      [legs.home, legs.away].sort((a, b) => a - b),
    );
    const bttsUnder = await quote([legs.bttsYes, legs.under15]);
    assert.equal(bttsUnder.status, 422);
    assert.match(
      (bttsUnder.body as BetBuilderRefusal).message,
      /Both Teams To Score: Yes and Total Goals 1.5: Under 1.5 cannot both win/,
    );
    const half = await quote([legs.home, legs.firstHalfHome]);
    assert.equal(half.status, 422);
    assert.equal((half.body as BetBuilderRefusal).code, 'BUILDER_UNPRICEABLE');
    assert.equal((await quote([legs.home, otherHome])).body.code, 'BUILDER_OTHER_EVENT');
    assert.equal((await quote([legs.home])).status, 400);
    assert.equal((await quote([legs.home, legs.home])).status, 400);
    assert.equal((await quote([legs.home, 999_999_999])).status, 404);
    assert.equal((await quote(['x', 1])).status, 400);
    assert.equal((await quote('no')).status, 400);
    // A write from another site's page is refused.
    const foreign = await platform.call(
      'POST',
      '/xapi/rest/betbuilder/quotes',
      { outcomeIds: [legs.home, legs.over25] },
      {
        origin: 'https://elsewhere.example',
      },
    );
    assert.equal(foreign.status, 403);
  });

  it('prices builders on basketball (margin and total) and tennis (set paths) from their own models', async () => {
    for (const [sport, expected] of [
      ['BASK', 'points'],
      ['TENN', 'sets'],
    ] as const) {
      const [event] = await platform.db.query<{ id: string; sim_state: SimState }>(
        `SELECT e.id, e.sim_state FROM events e WHERE e.sport_code = $1 AND e.state = 'prematch' AND NOT e.is_outright
         ORDER BY e.event_date DESC LIMIT 1`,
        [sport],
      );
      assert.ok(event, `a ${sport} event`);
      const { status, body } = await platform.call<{ builders: BetBuilderQuote[] }>(
        'GET',
        `/xapi/rest/events/${event.id}/betbuilders`,
      );
      assert.equal(status, 200);
      assert.ok(body.builders.length >= 1, `${sport} offers ready-made builders`);
      const legs = body.builders[0].legs.map((leg) => leg.outcomeId);
      const quoted = (await quote(legs)).body as BetBuilderQuote;
      assert.equal(quoted.price, body.builders[0].price);
      const mapped = builderLegsOf(
        event.sim_state,
        (
          await platform.db.query<{
            id: string;
            ordinal_position: number;
            market_type_id: number;
            period_type: number;
            spread: number | null;
            instance: number | null;
          }>(
            `SELECT o.id, o.ordinal_position, m.market_type_id, m.period_type, m.spread, m.instance FROM outcomes o JOIN markets m ON m.id = o.market_id
           WHERE o.id = ANY($1::bigint[]) ORDER BY o.id`,
            [legs],
          )
        ).map((row) => ({
          outcomeId: Number(row.id),
          ordinal: row.ordinal_position,
          outcomeDescription: '',
          marketId: 0,
          marketTypeId: row.market_type_id,
          marketDescription: '',
          periodType: row.period_type,
          spread: row.spread,
          instance: row.instance,
          marketStatus: 'open',
          resulted: false,
          hidden: false,
          price: 0,
          eventId: Number(event.id),
        })),
      );
      assert.ok(mapped && !('unpriced' in mapped) && mapped.style === expected);
      assert.equal(quoted.price, builderPrice(jointOf(event.sim_state, mapped).probability));
    }
  });

  it('offers ready-made builders on the event', async () => {
    const { status, body } = await platform.call<{ builders: BetBuilderQuote[] }>(
      'GET',
      `/xapi/rest/events/${eventId}/betbuilders`,
    );
    assert.equal(status, 200);
    assert.ok(body.builders.length >= 2);
    for (const builder of body.builders) assert.ok(builder.legs.length >= 2 && builder.price > 1);
    assert.equal((await platform.call('GET', '/xapi/rest/events/abc/betbuilders')).status, 400);
  });

  it('is placed as a single and as a leg of a multiple, suspended with a leg, settled on its legs with a void leg priced out', async () => {
    const builder = (await quote([legs.home, legs.over25, legs.bttsYes])).body as BetBuilderQuote;
    const balanceOf = async () => {
      const [wallet] = await platform.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE player_id = $1', [
        who.playerId,
      ]);
      assert.equal(await ledgerSum(platform.db, who.playerId), Number(wallet.balance));
      return Number(wallet.balance);
    };
    // A suspended leg suspends the builder.
    const [legMarket] = await platform.db.query<{ market_id: string }>('SELECT market_id FROM outcomes WHERE id = $1', [
      legs.bttsYes,
    ]);
    await platform.db.query("UPDATE markets SET status = 'suspended' WHERE id = $1", [legMarket.market_id]);
    const suspended = (
      await platform.call<BetModel>('POST', '/xapi/rest/betslips/selections', { singles: [{ outcomeId: builder.outcomeId }] })
    ).body;
    assert.equal(suspended.singles[0].enabled, false);
    assert.ok(
      suspended.errors!.some((e) => e.code === 'RES-00108'),
      JSON.stringify(suspended.errors),
    );
    await platform.db.query("UPDATE markets SET status = 'open' WHERE id = $1", [legMarket.market_id]);

    const before = await balanceOf();
    const placed = (
      await platform.call<Answer>(
        'POST',
        `/xapi/rest/accounts/${who.id}/betslips?uuid=${randomUUID()}`,
        {
          userAcceptOdds: 'A',
          singles: [{ outcomeId: builder.outcomeId, unitStake: 10 }, { outcomeId: otherHome }],
          multiples: [{ betTypeId: 200002, unitStake: 1250 }],
        },
        who.token,
      )
    ).body;
    assert.equal(placed.status, 'accepted', JSON.stringify(placed.errors));
    assert.equal(await balanceOf(), before - 126000);
    const bets = await platform.db.query<{ id: string; kind: string }>(
      'SELECT id, kind FROM bets WHERE betslip_id = $1 ORDER BY id',
      [placed.betSlipId],
    );
    assert.deepEqual(
      bets.map((b) => b.kind),
      ['single', 'multiple'],
    );
    const [single, multiple] = bets.map((b) => Number(b.id));
    const [{ count }] = await platform.db.query<{ count: string }>(
      'SELECT count(*) FROM bet_builder_placements WHERE outcome_id = $1',
      [builder.outcomeId],
    );
    assert.equal(Number(count), 2);

    // My bets shows the builder with its legs.
    const listed = (await platform.call<MyBet>('GET', `/xapi/bet/account/${who.id}/openbet/${single}`, undefined, who.token))
      .body;
    const selection = listed.selections[0];
    assert.equal(selection.marketDescription, 'Bet Builder');
    assert.equal(selection.outcomeDescription.split(' · ').length, 3);
    // In German each leg is named as its own market and outcome are; the builder keeps the name it is known by.
    const german = (await platform.call<MyBet>('GET', `/xapi/bet/account/${who.id}/openbet/${single}?l=de`, undefined, who.token))
      .body.selections[0];
    assert.equal(german.marketDescription, 'Bet Builder');
    const [, second, third] = german.outcomeDescription.split(' · ');
    assert.notEqual(second, selection.outcomeDescription.split(' · ')[1]);
    assert.equal(german.outcomeDescription.split(' · ').length, 3);
    assert.ok(third.includes(': '), third);

    // Home win and over 2.5 won, both teams to score void: the builder wins at its price on the two legs left.
    const result = (outcomeId: number, value: string) =>
      platform.db.query(`UPDATE outcomes SET result = $2 WHERE id = $1;`, [outcomeId, value]);
    const state = await stateOf();
    await result(legs.home, 'won');
    await result(legs.over25, 'won');
    await result(legs.bttsYes, 'void');
    await result(otherHome, 'won');
    const twoLegs = builderPrice(
      goalsJoint(goalsStateOf(state), [
        { kind: 'result', pick: 'home' },
        { kind: 'total', line: 2.5, over: true },
      ]),
    )!;
    const otherPrice = (
      await platform.db.query<{ price: number }>('SELECT price FROM bet_selections WHERE bet_id = $1 AND outcome_id = $2', [
        multiple,
        otherHome,
      ])
    )[0].price;
    await settleBets(platform.db);
    const settled = await platform.db.query<{ id: string; status: string; returns: string }>(
      'SELECT id, status, returns FROM bets WHERE betslip_id = $1 ORDER BY id',
      [placed.betSlipId],
    );
    const price = Math.min(builder.price, twoLegs);
    assert.deepEqual(
      settled.map((b) => [b.status, Number(b.returns)]),
      [
        ['won', Math.round(1000 * price)],
        ['won', Math.round(125000 * price * otherPrice)],
      ],
    );
    assert.equal(await balanceOf(), before - 126000 + Math.round(1000 * price) + Math.round(125000 * price * otherPrice));
  });
});
