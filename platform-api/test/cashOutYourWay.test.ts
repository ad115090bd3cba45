import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { CashoutOffer, MyBet, SportEvent } from '@sportsbook/contracts';
import type { TestPlatform } from './harness';
import { startWithBettor, type Bettor, type SlipAnswer } from './bettor';
import { ledgerSum } from '../src/bets/wallet';
import { settleBets } from '../src/bets/settlement';
import { evaluateAutoCashOuts } from '../src/bets/autoCashOut';

/**
 * Cash out your way (issue 42), through the API as my bets calls it: a partial cash out pays part of the
 * offer and leaves the rest of the stake running; an auto cash-out rule fires once, the moment the offer
 * reaches its target, with nobody calling. Worked figures in EUR; a cash-out value is the stake times the
 * price taken over the price now, less the 5 % margin.
 */
describe('cash out your way', () => {
  let platform: TestPlatform;
  let who: Bettor;
  let events: SportEvent[];
  let next = 0;

  before(async () => {
    ({ platform, who, events } = await startWithBettor(7));
  });
  after(async () => platform.close());

  const path = (betId: number, what: string) => `/xapi/bet/account/${who.id}/openbet/${betId}/${what}`;
  const balance = async () => {
    const [wallet] = await platform.db.query<{ balance: string }>('SELECT balance FROM wallets WHERE player_id = $1', [
      who.playerId,
    ]);
    assert.equal(await ledgerSum(platform.db, who.playerId), Number(wallet.balance), 'the balance equals its ledger');
    return Number(wallet.balance);
  };
  const setPrice = (outcomeId: number, price: number) =>
    platform.db.query('UPDATE outcomes SET price = $2 WHERE id = $1', [outcomeId, price]);
  /** A 10.00 single at 3.00 on a pre-match match of its own. */
  const placeSingle = async () => {
    const outcome = events[next++].markets![0].outcomes[0];
    await setPrice(outcome.id, 3);
    const answer = (
      await platform.call<SlipAnswer>(
        'POST',
        `/xapi/rest/accounts/${who.id}/betslips?uuid=${randomUUID()}`,
        { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.id, unitStake: 10 }] },
        who.token,
      )
    ).body;
    assert.equal(answer.status, 'accepted', JSON.stringify(answer.errors));
    const [bet] = await platform.db.query<{ id: string }>('SELECT id FROM bets WHERE betslip_id = $1', [answer.betSlipId]);
    return { outcomeId: outcome.id, betId: Number(bet.id) };
  };
  const listed = async (betId: number) =>
    (await platform.call<MyBet>('GET', `/xapi/bet/account/${who.id}/openbet/${betId}`, undefined, who.token)).body;

  it('pays 5.70 of a 14.25 offer for 4.00 of the stake and leaves 6.00 running, which settles on its own', async () => {
    const { outcomeId, betId } = await placeSingle();
    await setPrice(outcomeId, 2); // 10 × 3 / 2 × 0.95 = 14.25
    const offer = (await platform.call<CashoutOffer>('GET', path(betId, 'cashout'), undefined, who.token)).body;
    assert.equal(offer.amount, 14.25);
    // The largest part leaves one cent of stake: 14.25 × 9.99 / 10, rounded down.
    assert.deepEqual(offer.partial, { min: 0.01, max: 14.23 });
    const before = await balance();

    const tooMuch = await platform.call('POST', path(betId, 'cashout'), { offerId: offer.offerId, amount: 14.24 }, who.token);
    assert.equal(tooMuch.status, 400);
    assert.equal(tooMuch.body.code, 'CASHOUT_AMOUNT_OUT_OF_RANGE');
    assert.match(tooMuch.body.message, /from 0.01 to 14.23 EUR/);
    const tooFine = await platform.call('POST', path(betId, 'cashout'), { offerId: offer.offerId, amount: 5.705 }, who.token);
    assert.equal(tooFine.status, 400);
    const nothing = await platform.call('POST', path(betId, 'cashout'), { offerId: offer.offerId, amount: 0 }, who.token);
    assert.equal(nothing.status, 400);

    const taken = await platform.call('POST', path(betId, 'cashout'), { offerId: offer.offerId, amount: 5.7 }, who.token);
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    assert.deepEqual({ amount: taken.body.amount, stakeLeft: taken.body.stakeLeft }, { amount: 5.7, stakeLeft: 6 });
    assert.equal(await balance(), before + 570);
    const bet = await listed(betId);
    assert.deepEqual(
      {
        status: bet.status,
        unitStake: bet.unitStake,
        totalStake: bet.totalStake,
        returns: bet.potentialReturns,
        paid: bet.cashedOut,
      },
      { status: 'open', unitStake: 6, totalStake: 6, returns: 18, paid: 5.7 },
    );
    // The offer was taken: it pays nothing a second time, and the next offer values the 6.00 left.
    const again = await platform.call('POST', path(betId, 'cashout'), { offerId: offer.offerId, amount: 1 }, who.token);
    assert.equal(again.status, 404);
    assert.equal((await platform.call<CashoutOffer>('GET', path(betId, 'cashout'), undefined, who.token)).body.amount, 8.55);

    await platform.db.query("UPDATE outcomes SET result = 'won' WHERE id = $1", [outcomeId]);
    await settleBets(platform.db);
    const [settled] = await platform.db.query<{ status: string; returns: string }>(
      'SELECT status, returns::text FROM bets WHERE id = $1',
      [betId],
    );
    assert.deepEqual(settled, { status: 'won', returns: '1800' });
    assert.equal(await balance(), before + 570 + 1800);
    const ledger = await platform.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount::text FROM wallet_entries WHERE bet_id = $1 ORDER BY id',
      [betId],
    );
    assert.deepEqual(ledger, [
      { kind: 'cashout', amount: '570' },
      { kind: 'win', amount: '1800' },
    ]);
  });

  it('refuses auto cash-out targets the offer has reached or never could, and keeps a valid one', async () => {
    const { betId } = await placeSingle(); // offer now 9.50, potential returns 30.00
    for (const [target, status] of [
      [9.5, 409],
      [30, 400],
      [12.005, 400],
      [0, 400],
    ] as const) {
      const refused = await platform.call('PUT', path(betId, 'autocashout'), { target }, who.token);
      assert.equal(refused.status, status, `${target}: ${JSON.stringify(refused.body)}`);
    }
    const set = await platform.call('PUT', path(betId, 'autocashout'), { target: 12 }, who.token);
    assert.deepEqual([set.status, set.body], [200, { target: 12 }]);
    assert.deepEqual((await listed(betId)).autoCashOut, { target: 12 });
    assert.equal((await platform.call('DELETE', path(betId, 'autocashout'), undefined, who.token)).status, 204);
    assert.equal((await listed(betId)).autoCashOut, undefined);
    assert.equal((await platform.call('DELETE', path(betId, 'autocashout'), undefined, who.token)).status, 404);
  });

  it('fires once, when the offer reaches 12.00, however many processes evaluate at that moment', async () => {
    const { outcomeId, betId } = await placeSingle();
    await platform.call('PUT', path(betId, 'autocashout'), { target: 12 }, who.token);
    const before = await balance();
    await setPrice(outcomeId, 2.4); // 11.875, rounds to 11.88: not yet
    await evaluateAutoCashOuts(platform.db);
    assert.equal((await listed(betId)).status, 'open');

    await setPrice(outcomeId, 2.3); // 10 × 3 / 2.3 × 0.95 = 12.39
    const peer = await platform.openPeer();
    try {
      await Promise.all([evaluateAutoCashOuts(platform.db), evaluateAutoCashOuts(peer), evaluateAutoCashOuts(peer)]);
    } finally {
      await platform.closePeer(peer);
    }
    const [rule] = await platform.db.query<{ paid: string; fired: boolean }>(
      'SELECT paid::text, fired_at IS NOT NULL AS fired FROM auto_cash_outs WHERE bet_id = $1',
      [betId],
    );
    assert.deepEqual(rule, { paid: '1239', fired: true });
    const ledger = await platform.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount::text FROM wallet_entries WHERE bet_id = $1',
      [betId],
    );
    assert.deepEqual(ledger, [{ kind: 'cashout', amount: '1239' }], 'paid once');
    assert.equal(await balance(), before + 1239);
    const [bet] = await platform.db.query<{ status: string; returns: string }>(
      'SELECT status, returns::text FROM bets WHERE id = $1',
      [betId],
    );
    assert.deepEqual(bet, { status: 'cashed_out', returns: '1239' });
    // My bets shows the rule that cashed the bet out.
    assert.deepEqual((await listed(betId)).autoCashOut, { target: 12, fired: true });
    // Fired: there is nothing left to remove, and evaluating again pays nothing.
    assert.equal((await platform.call('DELETE', path(betId, 'autocashout'), undefined, who.token)).status, 404);
    assert.deepEqual(await evaluateAutoCashOuts(platform.db), []);
  });

  it('fires from the platform’s own evaluator as the simulator publishes prices, with no call from the player', async () => {
    const { outcomeId, betId } = await placeSingle();
    await platform.call('PUT', path(betId, 'autocashout'), { target: 12 }, who.token);
    await setPrice(outcomeId, 2.3);
    // Any published tick wakes the evaluator; its sweep would find it within two seconds anyway.
    await platform.simulator.advance(1);
    for (let i = 0; i < 50 && (await listed(betId)).status === 'open'; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal((await listed(betId)).status, 'cashed_out');
  });

  it('a partial cash out shrinks an armed target with the stake: the rule still means the same prices', async () => {
    const { outcomeId, betId } = await placeSingle();
    await platform.call('PUT', path(betId, 'autocashout'), { target: 12 }, who.token);
    await setPrice(outcomeId, 2.5); // 11.40
    const offer = (await platform.call<CashoutOffer>('GET', path(betId, 'cashout'), undefined, who.token)).body;
    assert.equal(offer.amount, 11.4);
    const taken = await platform.call('POST', path(betId, 'cashout'), { offerId: offer.offerId, amount: 5.7 }, who.token);
    assert.equal(taken.body.stakeLeft, 5);
    assert.deepEqual((await listed(betId)).autoCashOut, { target: 6 });
    // A full cash out ends the rule with the bet.
    const full = (await platform.call<CashoutOffer>('GET', path(betId, 'cashout'), undefined, who.token)).body;
    assert.equal((await platform.call('POST', path(betId, 'cashout'), { offerId: full.offerId }, who.token)).status, 200);
    const rules = await platform.db.query('SELECT 1 FROM auto_cash_outs WHERE bet_id = $1', [betId]);
    assert.equal(rules.length, 0);
  });
});
