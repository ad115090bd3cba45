import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { toMinorUnits } from '@sportsbook/domain';
import type { SportEvent } from '@sportsbook/contracts';
import type { TestPlatform } from './harness';
import { startWithBettor, type Bettor, type SlipAnswer } from './bettor';
import { ledgerSum } from '../src/bets/wallet';
import { settleBets } from '../src/bets/settlement';
import { offerCashout, takeCashout } from '../src/bets/myBets';

/**
 * Every path that pays a player repays a drawn credit line first (RES-00057's credit line, `splitReturns`):
 * a win, a void bet's refund, a cash out, and the refund of a referral that timed out (RES-00196). A lost bet
 * leaves the credit drawn. Worked figures in EUR cents; after each, the balance equals its ledger and the
 * credit used equals the credit line's ledger.
 */
describe('settlement repays the credit line', () => {
  let platform: TestPlatform;
  let who: Bettor;
  let events: SportEvent[];
  let next = 0;

  before(async () => {
    ({ platform, who, events } = await startWithBettor(5));
    await platform.db.query('UPDATE players SET credit_limit = 500000 WHERE id = $1', [who.playerId]);
  });
  after(async () => platform.close());

  /** The wallet as the test starts a case: a balance with a ledger that adds up to it, and nothing drawn. */
  const startWith = async (balanceMinor: number) => {
    const [wallet] = await platform.db.query<{ balance: string; credit_used: string }>(
      'SELECT balance, credit_used FROM wallets WHERE player_id = $1',
      [who.playerId],
    );
    assert.equal(Number(wallet.credit_used), 0, 'the previous case left the line clear');
    await platform.db.query('UPDATE wallets SET balance = $2 WHERE player_id = $1', [who.playerId, balanceMinor]);
    // The adjustment is a deposit (or a withdrawal, negative) so the ledger keeps adding up to the balance.
    await platform.db.query(
      "INSERT INTO wallet_entries (player_id, kind, amount, balance_after) VALUES ($1, 'deposit', $2, $3)",
      [who.playerId, balanceMinor - Number(wallet.balance), balanceMinor],
    );
  };
  const state = async () => {
    const [wallet] = await platform.db.query<{ balance: string; credit_used: string }>(
      'SELECT balance, credit_used FROM wallets WHERE player_id = $1',
      [who.playerId],
    );
    const [lines] = await platform.db.query<{ sum: string; lowest: string; highest: string }>(
      'SELECT coalesce(sum(amount), 0) AS sum, coalesce(min(used_after), 0) AS lowest, coalesce(max(used_after), 0) AS highest FROM credit_entries WHERE player_id = $1',
      [who.playerId],
    );
    const balance = Number(wallet.balance);
    const credit = Number(wallet.credit_used);
    assert.equal(await ledgerSum(platform.db, who.playerId), balance, 'the balance equals its ledger');
    assert.equal(Number(lines.sum), credit, 'the credit used equals the credit line’s ledger');
    assert.ok(Number(lines.lowest) >= 0 && Number(lines.highest) <= 500_000, 'the line stayed within 0 and its limit');
    return { balance, credit };
  };
  /** A single at a price set for the case, on a pre-match match of its own. */
  const placeSingle = async (price: number, stake: number) => {
    const outcome = events[next++].markets![0].outcomes[0];
    await platform.db.query('UPDATE outcomes SET price = $2 WHERE id = $1', [outcome.id, price]);
    const answer = (
      await platform.call<SlipAnswer>(
        'POST',
        `/xapi/rest/accounts/${who.id}/betslips?uuid=${randomUUID()}`,
        { userAcceptOdds: 'A', singles: [{ outcomeId: outcome.id, unitStake: stake }] },
        who.token,
      )
    ).body;
    const [bet] = await platform.db.query<{ id: string }>('SELECT id FROM bets WHERE betslip_id = $1', [answer.betSlipId]);
    return { answer, outcomeId: outcome.id, betId: bet ? Number(bet.id) : undefined };
  };
  const settleAs = async (outcomeId: number, result: 'won' | 'lost' | 'void') => {
    await platform.db.query('UPDATE outcomes SET result = $2 WHERE id = $1', [outcomeId, result]);
    await settleBets(platform.db);
  };

  it('a void bet gives 70.00 back to the line and 30.00 to the balance, where they came from', async () => {
    await startWith(3_000);
    const { answer, outcomeId } = await placeSingle(2.5, 100);
    assert.equal(answer.status, 'accepted', JSON.stringify(answer.errors));
    assert.deepEqual(await state(), { balance: 0, credit: 7_000 }, '30.00 from the balance, 70.00 drawn');
    await settleAs(outcomeId, 'void');
    assert.deepEqual(await state(), { balance: 3_000, credit: 0 });
  });

  it('a won bet of 250.00 repays the 70.00 drawn and pays 180.00 to the balance', async () => {
    await startWith(3_000);
    const { answer, outcomeId, betId } = await placeSingle(2.5, 100);
    assert.equal(answer.status, 'accepted', JSON.stringify(answer.errors));
    await settleAs(outcomeId, 'won');
    const [bet] = await platform.db.query<{ returns: string }>('SELECT returns FROM bets WHERE id = $1', [betId]);
    assert.equal(Number(bet.returns), 25_000, 'nopromo’s brand takes no tax');
    assert.deepEqual(await state(), { balance: 18_000, credit: 0 });
    // The balance's ledger shows the 180.00 that reached it, the line's the 70.00 repaid.
    const [line] = await platform.db.query<{ amount: string }>(
      "SELECT amount FROM credit_entries WHERE bet_id = $1 AND kind = 'repayment'",
      [betId],
    );
    assert.equal(Number(line.amount), -7_000);
  });

  it('a lost bet leaves the 70.00 drawn; a later win repays it', async () => {
    await startWith(3_000);
    const lost = await placeSingle(2.5, 100);
    await settleAs(lost.outcomeId, 'lost');
    assert.deepEqual(await state(), { balance: 0, credit: 7_000 });
    // A new deposit of 50.00 stays the player's own money; a 40.00 bet at 3.00 wins 120.00, which repays first.
    await platform.db.query('UPDATE wallets SET balance = 5000 WHERE player_id = $1', [who.playerId]);
    await platform.db.query(
      "INSERT INTO wallet_entries (player_id, kind, amount, balance_after) VALUES ($1, 'deposit', 5000, 5000)",
      [who.playerId],
    );
    const won = await placeSingle(3, 40);
    assert.deepEqual(await state(), { balance: 1_000, credit: 7_000 });
    await settleAs(won.outcomeId, 'won');
    assert.deepEqual(await state(), { balance: 1_000 + 12_000 - 7_000, credit: 0 });
  });

  it('a cash out repays the line first, the rest to the balance', async () => {
    await startWith(3_000);
    const { betId } = await placeSingle(2.5, 100);
    const player = { id: who.playerId, currency: 'EUR' };
    const offer = await offerCashout(platform.db, player, betId!, 5_000);
    const amount = toMinorUnits(offer.amount, 'EUR');
    await takeCashout(platform.db, player, betId!, offer.offerId);
    assert.deepEqual(await state(), {
      balance: Math.max(0, amount - 7_000),
      credit: Math.max(0, 7_000 - amount),
    });
    // Whatever the line still holds is repaid by the next payout; the case leaves it clear for the next.
    const rest = (await state()).credit;
    if (rest > 0) {
      const { outcomeId } = await placeSingle(2, 100);
      await settleAs(outcomeId, 'void');
      assert.equal((await state()).credit, 0);
    }
  });

  it('RES-00196: a referral that timed out gives 2,000.00 back to the line and 1,000.00 to the balance', async () => {
    await startWith(100_000);
    // Over EUR 2,000.00 a bet goes to the trader.
    const { answer } = await placeSingle(1.5, 3000);
    assert.equal(answer.status, 'referred', JSON.stringify(answer.errors));
    assert.deepEqual(await state(), { balance: 0, credit: 200_000 });
    await platform.db.query("UPDATE betslips SET decide_at = now() - interval '31 seconds' WHERE id = $1", [answer.betSlipId]);
    const timedOut = (
      await platform.call<SlipAnswer>('PUT', `/xapi/rest/betslips/${answer.betSlipId}/status`, undefined, who.token)
    ).body;
    assert.deepEqual(
      (timedOut.errors ?? []).map((e) => e.code),
      ['RES-00196'],
    );
    assert.deepEqual(await state(), { balance: 100_000, credit: 0 });
    assert.equal(timedOut.availableBalance, 1000, 'the answer shows the balance after the refund');
  });
});
