import { toMinorUnits, type Money } from '@sportsbook/domain';
import type { Database } from '../db/database';
import type { SlipRequest } from './slipEngine';
import { debit, debitPromoCash, drawOnCredit } from './wallet';

/** A stake the wallet cannot pay: the slip is refused with the code it names. */
export class Refusal extends Error {
  constructor(readonly which: 'stakeOverBalance' | 'freeBetFailed' | 'runningOverBalance') {
    super(which);
  }
}

export /** The free stakes a stored request asked for, in whole minor units (what a refund gives back to free money). */
const freeStakeOf = (request: SlipRequest, currency: string): Money => ({
  minor: request.singles.reduce((sum, single) => sum + toMinorUnits(single.freeMoneyUnitStake ?? 0, currency), 0),
  currency,
});

/**
 * Takes a slip's stake: the free stakes from free money, the rest from the balance, both or neither (the
 * caller's transaction rolls back on a refusal). Returns the balance after.
 */
export async function takeStake(
  tx: Pick<Database, 'query'>,
  playerId: number,
  total: Money,
  free: Money,
  betslipId: string,
): Promise<Money> {
  if (!(await debitPromoCash(tx, playerId, free))) throw new Refusal('freeBetFailed');
  const cash = total.minor - free.minor;
  const balance = await debit(tx, playerId, { minor: cash, currency: total.currency }, 'stake', { betslipId });
  if (balance !== null) return balance;
  // A player with a credit line (RES-00057): the balance pays what it has, the line the rest, within its limit.
  const [wallet] = await tx.query<{ balance: string; credit_limit: string }>(
    'SELECT w.balance, p.credit_limit FROM wallets w JOIN players p ON p.id = w.player_id WHERE w.player_id = $1 FOR UPDATE OF w',
    [playerId],
  );
  if (!wallet || Number(wallet.credit_limit) === 0) throw new Refusal('stakeOverBalance');
  const fromBalance = Number(wallet.balance);
  if (!(await drawOnCredit(tx, playerId, { minor: cash - fromBalance, currency: total.currency }, { betslipId })))
    throw new Refusal('runningOverBalance');
  const after = await debit(tx, playerId, { minor: fromBalance, currency: total.currency }, 'stake', { betslipId });
  if (after === null) throw new Refusal('runningOverBalance');
  return after;
}
