import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { BetModel, EventsPage, SportEvent } from '@sportsbook/contracts';
import { startTestPlatform, type TestPlatform } from './harness';
import { ledgerSum } from '../src/bets/wallet';

type Answer = BetModel & { status: string; betSlipId: string };
type Who = { token: string; id: string; username: string; playerId: number };

/**
 * The bet error codes of spec 2 section 8 the platform did not produce before: RES-00048 (a multiple or
 * system with a suspended leg), RES-00057 (running bets over the balance and the credit line), RES-00196
 * (a referral nobody waited for), RES-00046 (the feed sent no valid price), RES-00049 (an exception
 * inside placement) and RES-00103 (an account that may not bet). Each refusal answers the code with a message and takes or writes nothing.
 */
describe('RES codes 00048, 00057, 00196, 00046, 00049, 00103', () => {
  let platform: TestPlatform;
  let demo: Who;
  let nopromo: Who;
  let events: SportEvent[];
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 3 } });
    await platform.simulator.advance(1);
    demo = await login('demo', 'demo1234');
    nopromo = await login('nopromo', 'nopromo12');
    events = (
      await call<EventsPage>('GET', '/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&marketTypeIds=1&periodTypeIds=100')
    ).body.events.slice(-12);
    assert.equal(events.length, 12);
  });
  after(async () => platform.close());

  const call: TestPlatform['call'] = (...args) => platform.call(...args);
  async function login(username: string, password: string): Promise<Who> {
    const { body } = await call('POST', '/xapi/icore/players/login', { username, password });
    const [row] = await platform.db.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [username]);
    return { token: body.alsToken, id: body.icore_player_id, username, playerId: Number(row.id) };
  }
  const outcome = (i: number) => events[i].markets![0].outcomes[0];
  const single = (i: number, unitStake?: number) => ({ outcomeId: outcome(i).id, unitStake });
  const place = (who: Who, slip: object) =>
    call<Answer>(
      'POST',
      `/xapi/rest/accounts/${who.id}/betslips?uuid=${randomUUID()}`,
      { userAcceptOdds: 'A', ...slip },
      who.token,
    );
  const codes = (answer: Answer) => (answer.errors ?? []).map((e) => [e.code, e.ref ?? '']);
  /** What a refusal must leave alone: the wallet (balance, free money, credit used), the ledger and the bets. */
  const snapshot = async (who: Who) => {
    const [wallet] = await platform.db.query<{ balance: string; promo_cash: string; credit_used: string }>(
      'SELECT balance, promo_cash, credit_used FROM wallets WHERE player_id = $1',
      [who.playerId],
    );
    const [bets] = await platform.db.query<{ n: string }>('SELECT count(*) AS n FROM bets WHERE player_id = $1', [who.playerId]);
    return {
      balance: Number(wallet.balance),
      promo: Number(wallet.promo_cash),
      credit: Number(wallet.credit_used),
      ledger: await ledgerSum(platform.db, who.playerId),
      bets: Number(bets.n),
    };
  };
  const setMarketStatus = (i: number, status: string) =>
    platform.db.query('UPDATE markets SET status = $2 WHERE id = (SELECT market_id FROM outcomes WHERE id = $1)', [
      outcome(i).id,
      status,
    ]);

  it('RES-00048: a multiple or a system with a suspended leg is a suspended bet, beside the leg’s RES-00108', async () => {
    await platform.db.query('UPDATE wallets SET balance = balance + 500000 WHERE player_id = $1', [demo.playerId]);
    await platform.db.query(
      "INSERT INTO wallet_entries (player_id, kind, amount, balance_after) SELECT $1, 'deposit', 500000, balance FROM wallets WHERE player_id = $1",
      [demo.playerId],
    );
    await setMarketStatus(1, 'suspended');
    const before = await snapshot(demo);
    const answer = (
      await place(demo, {
        singles: [single(0), single(1), single(2)],
        multiples: [{ betTypeId: 200002, unitStake: 1250 }],
        systems: [{ betTypeId: 300002, unitStake: 1 }],
      })
    ).body;
    assert.equal(answer.status, 'rejected');
    assert.deepEqual(codes(answer).sort(), [
      ['RES-00048', 'mul1'],
      ['RES-00048', 'sys300002'],
      ['RES-00108', 'sel2'],
    ]);
    assert.ok(
      answer.errors!.every((error) => error.message.length > 0),
      'each with a message',
    );
    assert.deepEqual(await snapshot(demo), before, 'nothing taken, nothing written');
    await setMarketStatus(1, 'open');
  });

  it('RES-00057: a credit line pays what the balance cannot, within its limit; beyond it the running bets are refused', async () => {
    // nopromo has EUR 1,000.00 and a credit line of 500.00 (cents).
    await platform.db.query('UPDATE players SET credit_limit = 50000 WHERE id = $1', [nopromo.playerId]);
    const first = (await place(nopromo, { singles: [single(3, 1200)] })).body;
    assert.equal(first.status, 'accepted', JSON.stringify(first.errors));
    let state = await snapshot(nopromo);
    assert.deepEqual([state.balance, state.credit], [0, 20_000], '1,000.00 from the balance, 200.00 on credit');
    assert.equal(state.ledger, state.balance);
    // 400.00 more would put 600.00 on a 500.00 line.
    const over = (await place(nopromo, { singles: [single(4, 400)] })).body;
    assert.deepEqual(codes(over), [['RES-00057', '']]);
    assert.deepEqual(await snapshot(nopromo), state, 'nothing taken, nothing written');
    // 300.00 fits: the line is used up to its limit.
    assert.equal((await place(nopromo, { singles: [single(4, 300)] })).body.status, 'accepted');
    state = await snapshot(nopromo);
    assert.deepEqual([state.balance, state.credit], [0, 50_000]);
    // Without a credit line a stake over the balance stays RES-00056.
    await platform.db.query('UPDATE players SET credit_limit = 0 WHERE id = $1', [nopromo.playerId]);
    assert.deepEqual(codes((await place(nopromo, { singles: [single(5, 10)] })).body), [['RES-00056', '']]);
  });

  it('RES-00196: a referred bet whose answer nobody waited for times out and gives the stake back', async () => {
    const before = await snapshot(demo);
    // Over EUR 2,000.00 a bet goes to the trader, who answers after 2 s.
    const referred = (await place(demo, { singles: [single(6, 3000)] })).body;
    assert.equal(referred.status, 'referred', JSON.stringify(referred.errors));
    assert.equal((await snapshot(demo)).balance, before.balance - 300_000, 'the stake is held');
    // The slip was closed: the status is asked again only 31 s after the trader's answer was due.
    await platform.db.query("UPDATE betslips SET decide_at = now() - interval '31 seconds' WHERE id = $1", [referred.betSlipId]);
    const answer = (await call<Answer>('PUT', `/xapi/rest/betslips/${referred.betSlipId}/status`, undefined, demo.token)).body;
    assert.equal(answer.status, 'rejected');
    assert.deepEqual(codes(answer), [['RES-00196', '']]);
    const after = await snapshot(demo);
    assert.deepEqual(after, { ...before, ledger: after.ledger }, 'the stake is back and no bet was written');
    assert.equal(after.ledger, after.balance);
  });

  it('RES-00046: a price the feed could never have offered is the feed’s error, in pricing and placement', async () => {
    const [{ price }] = await platform.db.query<{ price: number }>('SELECT price FROM outcomes WHERE id = $1', [outcome(7).id]);
    await platform.db.query('UPDATE outcomes SET price = 1 WHERE id = $1', [outcome(7).id]);
    const priced = (await call<Answer>('POST', '/xapi/rest/betslips/selections', { singles: [single(7, 10)] })).body;
    assert.deepEqual(codes(priced), [['RES-00046', 'sel1']]);
    const before = await snapshot(demo);
    assert.deepEqual(codes((await place(demo, { singles: [single(7, 10)] })).body), [['RES-00046', 'sel1']]);
    assert.deepEqual(await snapshot(demo), before);
    await platform.db.query('UPDATE outcomes SET price = $2 WHERE id = $1', [outcome(7).id, price]);
  });

  // The platform models a player who may not bet by the account's status (players.status): login refuses a
  // suspended account, so the case is an account the back office suspends, locks or sets pending while the
  // player's session lives. Self-exclusion, the other RES-00103 branch, is proven in selfExclusion.test.ts.
  for (const status of ['suspended', 'locked', 'pending']) {
    it(`RES-00103: a ${status} account's bet is refused and nothing is taken or written`, async () => {
      const before = await snapshot(demo);
      await platform.db.query('UPDATE players SET status = $2 WHERE id = $1', [demo.playerId, status]);
      try {
        const response = await place(demo, { singles: [single(9, 5)] });
        assert.equal(response.status, 200);
        assert.notEqual(response.body.status, 'accepted');
        assert.deepEqual(codes(response.body), [['RES-00103', '']]);
        assert.equal(response.body.errors![0].message, 'Betting is not allowed on this account');
        assert.deepEqual(await snapshot(demo), before, 'wallet, ledger and bet count unchanged');
      } finally {
        await platform.db.query("UPDATE players SET status = 'active' WHERE id = $1", [demo.playerId]);
      }
      // Active again, the same bet is taken: the refusal was the account's status and nothing else.
      assert.equal((await place(demo, { singles: [single(9, 5)] })).body.status, 'accepted');
    });
  }

  it('RES-00049: an exception inside placement rolls everything back and answers the code, not a 500', async () => {
    // The bets table refuses this one bet, as a broken disk or a bug would, after the stake was taken.
    await platform.db.exec(`
      CREATE FUNCTION refuse_bet() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.unit_stake = 1234 THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_bet BEFORE INSERT ON bets FOR EACH ROW EXECUTE FUNCTION refuse_bet();
    `);
    try {
      const before = await snapshot(demo);
      const response = await place(demo, { singles: [single(8, 12.34)] });
      assert.equal(response.status, 200);
      assert.equal(response.body.status, 'rejected');
      assert.deepEqual(codes(response.body), [['RES-00049', '']]);
      assert.ok(response.body.errors![0].message);
      assert.deepEqual(await snapshot(demo), before, 'no stake taken, no bet written');
      const [slip] = await platform.db.query<{ status: string }>('SELECT status FROM betslips WHERE id = $1', [
        response.body.betSlipId,
      ]);
      assert.equal(slip.status, 'rejected', 'the refusal is on record');
    } finally {
      await platform.db.exec('DROP TRIGGER refuse_bet ON bets; DROP FUNCTION refuse_bet();');
    }
  });
});
