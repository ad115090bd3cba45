import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { BetModel, EventsPage, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { ledgerSum } from '../src/bets/wallet';
import { settleBets } from '../src/bets/settlement';

type Answer = BetModel & { status: string; betSlipId: string };

/**
 * Parlay extra winnings (spec 2 sections 1, 3, 6): each brand serves its own tiers and maximum where its
 * setting is on (Nova: 4 selections 10 %, 6 20 %, 10 40 %, at most 5,000; Classic has the setting off), to a
 * logged-in player of the brand not excluded from promotions. The slip's multiple carries the extra,
 * placement keeps it on the bet and settlement pays it. Demo and nopromo play at Nova here.
 */
describe('parlay extra winnings', () => {
  let platform: TestPlatform;
  let demo: { token: string; id: string };
  let nopromo: { token: string; id: string };
  let events: SportEvent[];
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 7 } });
    await platform.simulator.advance(1);
    await platform.db.query("UPDATE players SET brand = 'nova' WHERE username IN ('demo', 'nopromo')");
    demo = await login('demo', 'demo1234');
    nopromo = await login('nopromo', 'nopromo12');
    events = (
      await call<EventsPage>('GET', '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&marketTypeIds=1&periodTypeIds=100')
    ).body.events.slice(-5);
    assert.equal(events.length, 5);
    // EUR 5,000.00 more for demo, whose 1,000.00 cannot afford a multiple's minimum of 1,250.00.
    await platform.db.query(
      `WITH w AS (UPDATE wallets SET balance = balance + 500000 WHERE player_id = (SELECT id FROM players WHERE username = 'demo') RETURNING player_id, balance)
       INSERT INTO wallet_entries (player_id, kind, amount, balance_after) SELECT player_id, 'deposit', 500000, balance FROM w`,
    );
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  /** A player's token on a brand's site. */
  const asPlayerOf = (token: string, brand: string) => ({ authorization: `Bearer ${token}`, brand });
  async function login(username: string, password: string) {
    const { body } = await call('POST', '/xapi/icore/players/login', { username, password });
    assert.ok(body.alsToken, `${username} logs in`);
    return { token: body.alsToken as string, id: body.icore_player_id as string };
  }
  /** The first `count` events' outcome `pick` of the match result (0 the home win, 1 the draw). */
  const legs = (count: number, pick = 0) =>
    events.slice(0, count).map((event) => ({ outcomeId: event.markets![0].outcomes[pick].id }));
  const slip = (count: number, stake: number, pick = 0) => ({
    singles: legs(count, pick),
    multiples: [{ betTypeId: 200002, unitStake: stake }],
    userAcceptOdds: 'A',
    originId: 11,
  });
  const price = (body: object, who?: { token: string }, brand = 'nova') =>
    call<Answer>('POST', '/xapi/rest/betslips/selections', body, who ? asPlayerOf(who.token, brand) : { brand });
  const cents = (amount: number) => Math.round(amount * 100);
  /** 10 % of the winnings (returns less stake), to the cent, at most 5,000.00: Nova's tier for 4 or 5 selections. */
  const novaExtra = (returns: number, stake: number) => Math.min(Math.round((returns - stake) * 10) / 100, 5000);

  it("serves the player's brand's own tiers to an eligible player, and none otherwise", async () => {
    const nova = await call('GET', '/xapi/rest/promotions/epw', undefined, asPlayerOf(demo.token, 'nova'));
    assert.equal(nova.status, 200);
    assert.deepEqual(nova.body, {
      epwPromoFilterValues: [
        { betSize: 4, percentage: 10 },
        { betSize: 6, percentage: 20 },
        { betSize: 10, percentage: 40 },
      ],
      maxAmount: 5000,
    });
    const kenya = await login('kenya', 'kenya1234');
    const savanna = await call('GET', '/xapi/rest/promotions/epw', undefined, asPlayerOf(kenya.token, 'savanna'));
    assert.equal(savanna.body.epwPromoFilterValues[0].percentage, 3, 'Savanna: 3 selections 3 %');
    // Classic has the setting off; nopromo is excluded from promotions; a visitor is not logged in.
    await platform.db.query("UPDATE players SET brand = 'classic' WHERE username = 'demo'");
    assert.deepEqual((await call('GET', '/xapi/rest/promotions/epw', undefined, asPlayerOf(demo.token, 'classic'))).body, {
      epwPromoFilterValues: [],
      maxAmount: 0,
    });
    await platform.db.query("UPDATE players SET brand = 'nova' WHERE username = 'demo'");
    assert.deepEqual((await call('GET', '/xapi/rest/promotions/epw', undefined, asPlayerOf(nopromo.token, 'nova'))).body, {
      epwPromoFilterValues: [],
      maxAmount: 0,
    });
    assert.equal((await call('GET', '/xapi/rest/promotions/epw', undefined, { brand: 'nova' })).status, 401);
  });

  it('prices the extra on a qualifying multiple for an eligible player only', async () => {
    const four = (await price(slip(4, 1250), demo)).body;
    assert.deepEqual(four.errors, []);
    const returns = four.potentialReturns!;
    assert.equal(four.multiples[0].extraParlayWinnings, novaExtra(returns, 1250), `returns ${returns}`);
    // Three selections are under Nova's smallest tier of four.
    assert.equal((await price(slip(3, 1250), demo)).body.multiples[0].extraParlayWinnings, 0);
    assert.equal((await price(slip(4, 1250), nopromo)).body.multiples[0].extraParlayWinnings, undefined);
    assert.equal((await price(slip(4, 1250))).body.multiples[0].extraParlayWinnings, undefined, 'a visitor');
  });

  it('keeps the extra on the placed multiple and pays it when every leg wins; a void leg under the tier pays none', async () => {
    const playerId = Number((await platform.db.query<{ id: string }>("SELECT id FROM players WHERE username = 'demo'"))[0].id);
    const placeFour = async (pick = 0) => {
      const answer = await call<Answer>(
        'POST',
        `/xapi/rest/accounts/${demo.id}/betslips?uuid=${randomUUID()}`,
        slip(4, 1250, pick),
        asPlayerOf(demo.token, 'nova'),
      );
      assert.equal(answer.body.status, 'accepted', JSON.stringify(answer.body.errors));
      const [bet] = await platform.db.query<{ id: string; extra_winnings: string; potential_returns: string }>(
        'SELECT id, extra_winnings, potential_returns FROM bets WHERE betslip_id = $1',
        [answer.body.betSlipId],
      );
      assert.equal(Number(bet.extra_winnings), cents(answer.body.multiples[0].extraParlayWinnings!));
      return bet;
    };
    const won = await placeFour();
    // My bets shows the promise on the open bet (GET .../openbets).
    const open = await call<{ betId: number; extraWinnings?: number }[]>(
      'GET',
      `/xapi/bet/account/${demo.id}/openbets`,
      undefined,
      asPlayerOf(demo.token, 'nova'),
    );
    assert.equal(open.body.find((bet) => bet.betId === Number(won.id))?.extraWinnings, Number(won.extra_winnings) / 100);
    const ids = legs(4).map((leg) => leg.outcomeId);
    await platform.db.query("UPDATE outcomes SET result = 'won' WHERE id = ANY($1::bigint[])", [ids]);
    const before = Number(
      (await platform.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE player_id = $1', [playerId]))[0].balance,
    );
    assert.ok((await settleBets(platform.db)) >= 1);
    const after = Number(
      (await platform.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE player_id = $1', [playerId]))[0].balance,
    );
    const [settled] = await platform.db.query<{ status: string; returns: string; extra_winnings: string }>(
      'SELECT status, returns, extra_winnings FROM bets WHERE id = $1',
      [won.id],
    );
    assert.equal(settled.status, 'won');
    assert.equal(Number(settled.extra_winnings), Number(won.extra_winnings));
    assert.equal(after - before, Number(settled.returns) + Number(won.extra_winnings), 'returns and extra winnings paid');
    const promo = await platform.db.query<{ amount: string }>(
      "SELECT amount FROM wallet_entries WHERE player_id = $1 AND kind = 'promo'",
      [playerId],
    );
    assert.deepEqual(
      promo.map((row) => Number(row.amount)),
      [Number(won.extra_winnings)],
    );
    assert.equal(await ledgerSum(platform.db, playerId), after, 'the ledger sums to the balance');
    // And the settled bet what it paid (GET dailySettledBets).
    const settledList = await call<{ betId: number; extraWinnings?: number }[]>(
      'GET',
      '/xapi/rest/acchistory/dailySettledBets?numberOfBets=50',
      undefined,
      asPlayerOf(demo.token, 'nova'),
    );
    assert.equal(settledList.body.find((bet) => bet.betId === Number(won.id))?.extraWinnings, Number(won.extra_winnings) / 100);

    // The next four-fold, on the draws (a result once set is final), has a void leg: three winning selections
    // are under Nova's tier of four.
    const voided = await placeFour(1);
    const draws = legs(4, 1).map((leg) => leg.outcomeId);
    await platform.db.query("UPDATE outcomes SET result = 'won' WHERE id = ANY($1::bigint[])", [draws.slice(1)]);
    await platform.db.query("UPDATE outcomes SET result = 'void' WHERE id = $1", [draws[0]]);
    await settleBets(platform.db);
    const [second] = await platform.db.query<{ status: string; extra_winnings: string }>(
      'SELECT status, extra_winnings FROM bets WHERE id = $1',
      [voided.id],
    );
    assert.deepEqual([second.status, Number(second.extra_winnings)], ['won', 0]);
  });
});
