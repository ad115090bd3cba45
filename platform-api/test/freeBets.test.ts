import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { BetModel, EventsPage, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { ledgerSum } from '../src/bets/wallet';

type Answer = BetModel & { status: string; betSlipId: string };

/**
 * Free-bet stakes (spec 2 section 4): a single's free stake is the part of its stake paid from the player's
 * free money. The pricing answer offers each single's maxFreeMoneyStake; placement takes the free part from
 * free money and the rest from the balance, or refuses with RES-00241 and takes nothing.
 */
describe('free-bet stakes per single', () => {
  let platform: TestPlatform;
  let demo: { token: string; id: string; username: string };
  let events: SportEvent[];
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 5 } });
    await platform.simulator.advance(1);
    const login = await call('POST', '/xapi/icore/players/login', { username: 'demo', password: 'demo1234' });
    demo = { token: login.body.alsToken, id: login.body.icore_player_id, username: 'demo' };
    // Free money of EUR 20.00 and a balance of EUR 100.00 (whole cents).
    await platform.db.query(
      "UPDATE wallets SET promo_cash = 2000 WHERE player_id = (SELECT id FROM players WHERE username = 'demo')",
    );
    events = (
      await call<EventsPage>('GET', '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&marketTypeIds=1&periodTypeIds=100')
    ).body.events.slice(-6);
    assert.equal(events.length, 6);
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  const home = (event: SportEvent) => event.markets![0].outcomes[0];
  const single = (i: number, unitStake: number, freeMoneyUnitStake?: number) => ({
    outcomeId: home(events[i]).id,
    decimal: home(events[i]).consolidatedPrice.currentPrice.decimal,
    unitStake,
    freeMoneyUnitStake,
  });
  const place = (singles: object[]) =>
    call<Answer>(
      'POST',
      `/xapi/rest/accounts/${demo.id}/betslips?uuid=${randomUUID()}`,
      { singles, userAcceptOdds: 'A' },
      demo.token,
    );
  /** Balance and free money in cents, and whether the ledger still sums to the balance. */
  const wallet = async () => {
    const [row] = await platform.db.query<{ id: number; balance: string; promo_cash: string }>(
      "SELECT p.id, w.balance, w.promo_cash FROM wallets w JOIN players p ON p.id = w.player_id WHERE p.username = 'demo'",
    );
    return { balance: Number(row.balance), promo: Number(row.promo_cash), ledger: await ledgerSum(platform.db, row.id) };
  };
  const codes = (answer: Answer) => (answer.errors ?? []).map((e) => e.code);

  it('offers the most free money can pay on each single: the free money, at most the stake', async () => {
    const { body } = await call<Answer>(
      'POST',
      '/xapi/rest/betslips/selections',
      { singles: [single(0, 50), single(1, 5)], userAcceptOdds: 'A', accountId: demo.id },
      demo.token,
    );
    assert.deepEqual(
      body.singles.map((s) => s.maxFreeMoneyStake),
      [20, 5],
    );
    const visitor = await call<Answer>('POST', '/xapi/rest/betslips/selections', { singles: [single(0, 50)] });
    assert.equal(visitor.body.singles[0].maxFreeMoneyStake, undefined, 'a visitor has no free money');
  });

  it('pays a single of 50 with 20 of free money: 30 from the balance, 20 from free money, one bet of 50', async () => {
    const before = await wallet();
    const { body } = await place([single(2, 50, 20)]);
    assert.equal(body.status, 'accepted', JSON.stringify(body.errors));
    const after = await wallet();
    assert.equal(before.balance - after.balance, 3000);
    assert.equal(before.promo - after.promo, 2000);
    assert.equal(after.ledger, after.balance, 'the ledger sums to the balance');
    const [bet] = await platform.db.query<{ total_stake: string }>('SELECT total_stake FROM bets WHERE betslip_id = $1', [
      body.betSlipId,
    ]);
    assert.equal(Number(bet.total_stake), 5000);
  });

  it('refuses with RES-00241 and takes nothing: free stakes over the free money, or over the stake', async () => {
    // Free money is 0 now; then 10 of it against free stakes of 6 + 6.
    const before = await wallet();
    assert.equal(before.promo, 0);
    assert.deepEqual(codes((await place([single(3, 10, 5)])).body), ['RES-00241']);
    await platform.db.query(
      "UPDATE wallets SET promo_cash = 1000 WHERE player_id = (SELECT id FROM players WHERE username = 'demo')",
    );
    assert.deepEqual(codes((await place([single(3, 10, 6), single(4, 10, 6)])).body), ['RES-00241']);
    assert.deepEqual(codes((await place([single(5, 4, 5)])).body), ['RES-00241']);
    const after = await wallet();
    assert.deepEqual([after.balance, after.promo], [before.balance, 1000], 'nothing was taken');
    const [written] = await platform.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM bets WHERE player_id = (SELECT id FROM players WHERE username = 'demo')",
    );
    assert.equal(Number(written.n), 1, 'only the accepted bet was written');
  });

  it('refuses a free stake that is not a whole amount, or negative, with 400 and a message', async () => {
    for (const free of [0.005, -1]) {
      const answer = await place([single(3, 10, free)]);
      assert.equal(answer.status, 400);
      assert.ok((answer.body as unknown as { message: string }).message);
    }
  });
});
