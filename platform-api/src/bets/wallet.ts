import type { Money } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { splitReturns } from './creditLine';

type Tx = Pick<Database, 'query'>;

/** What a ledger row is about: a betslip, one of its bets, or a jackpot bet. */
export interface LedgerRefs {
  betslipId?: string;
  betId?: number;
  jackpotBetId?: number;
}

/**
 * The wallet and its ledger hold whole minor units of the player's currency (bigint columns): an amount
 * reaches them as Money and leaves as Money, so no sum ever passes through a fraction of a cent.
 */
function minorUnits(money: Money): number {
  if (!Number.isSafeInteger(money.minor) || money.minor < 0)
    throw new Error(`a wallet amount must be a whole, non-negative number of minor units, not ${money.minor} ${money.currency}`);
  return money.minor;
}

/**
 * Takes an amount from a player's balance inside the caller's transaction, or nothing at all: the
 * conditional update locks the wallet row, so concurrent stakes can never take it below zero.
 */
export async function debit(
  tx: Tx,
  playerId: number,
  amount: Money,
  kind: 'stake',
  refs: LedgerRefs = {},
): Promise<Money | null> {
  const minor = minorUnits(amount);
  // The debit and its ledger row in one statement: the row is written exactly when the balance moved, and the
  // wallet row's lock (held until the caller commits) costs one round trip to the database, not two.
  const [row] = await tx.query<{ balance: string }>(
    `WITH debited AS (UPDATE wallets SET balance = balance - $2 WHERE player_id = $1 AND balance >= $2 RETURNING balance)
     INSERT INTO wallet_entries (player_id, kind, amount, balance_after, betslip_id, bet_id, jackpot_bet_id)
     SELECT $1::integer, $3::text, $4::bigint, debited.balance, $5::uuid, $6::bigint, $7::bigint FROM debited
     RETURNING balance_after AS balance`,
    [playerId, minor, kind, -minor, refs.betslipId ?? null, refs.betId ?? null, refs.jackpotBetId ?? null],
  );
  if (!row) return null;
  return { minor: Number(row.balance), currency: amount.currency };
}

/**
 * Takes what the balance cannot pay of a stake from the player's credit line, inside the caller's
 * transaction, or nothing: the conditional update keeps the credit used within the player's limit. The draw
 * is written to the credit line's own ledger.
 */
export async function drawOnCredit(tx: Tx, playerId: number, amount: Money, refs: LedgerRefs = {}): Promise<boolean> {
  const minor = minorUnits(amount);
  if (minor === 0) return true;
  const [row] = await tx.query<{ credit_used: string }>(
    `UPDATE wallets w SET credit_used = w.credit_used + $2 FROM players p
     WHERE w.player_id = $1 AND p.id = w.player_id AND w.credit_used + $2 <= p.credit_limit RETURNING w.credit_used`,
    [playerId, minor],
  );
  if (!row) return false;
  await creditEntry(tx, playerId, 'draw', 'stake', minor, row.credit_used, refs);
  return true;
}

/**
 * Pays a player what a bet returns (a win, a refund, a cash out, extra winnings), inside the caller's
 * transaction: the returns first repay what the player's credit line has drawn, the rest goes to the
 * balance (`splitReturns`). Each part is written to its own ledger, so the balance equals the wallet's
 * ledger and the credit used equals the credit line's. Returns the balance after.
 */
export async function payOut(
  tx: Tx,
  playerId: number,
  amount: Money,
  kind: 'win' | 'refund' | 'cashout' | 'promo',
  refs: LedgerRefs = {},
): Promise<Money> {
  const minor = minorUnits(amount);
  // The wallet row is locked first, so a stake drawing on the line at the same moment waits for the repayment.
  const [wallet] = await tx.query<{ balance: string; credit_used: string }>(
    'SELECT balance, credit_used FROM wallets WHERE player_id = $1 FOR UPDATE',
    [playerId],
  );
  const split = splitReturns(minor, Number(wallet?.credit_used ?? 0));
  if (split.repaysCredit > 0) {
    const [row] = await tx.query<{ credit_used: string }>(
      'UPDATE wallets SET credit_used = credit_used - $2 WHERE player_id = $1 RETURNING credit_used',
      [playerId, split.repaysCredit],
    );
    await creditEntry(tx, playerId, 'repayment', kind, -split.repaysCredit, row.credit_used, refs);
  }
  // Returns that all went to the line leave the balance, and its ledger, as they were.
  if (split.toBalance === 0 && split.repaysCredit > 0) return { minor: Number(wallet.balance), currency: amount.currency };
  return credit(tx, playerId, { minor: split.toBalance, currency: amount.currency }, kind, refs);
}

async function creditEntry(
  tx: Tx,
  playerId: number,
  kind: 'draw' | 'repayment',
  cause: 'stake' | 'win' | 'refund' | 'cashout' | 'promo',
  minor: number,
  usedAfter: string,
  refs: LedgerRefs,
) {
  await tx.query(
    'INSERT INTO credit_entries (player_id, kind, cause, amount, used_after, betslip_id, bet_id, jackpot_bet_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [playerId, kind, cause, minor, usedAfter, refs.betslipId ?? null, refs.betId ?? null, refs.jackpotBetId ?? null],
  );
}

/**
 * Takes a free stake from the player's free money (promo cash) inside the caller's transaction, or nothing:
 * like a debit, the conditional update never takes it below zero. Free money has no ledger: the ledger is
 * the balance's.
 */
export async function debitPromoCash(tx: Tx, playerId: number, amount: Money): Promise<boolean> {
  const minor = minorUnits(amount);
  if (minor === 0) return true;
  const rows = await tx.query(
    'UPDATE wallets SET promo_cash = promo_cash - $2 WHERE player_id = $1 AND promo_cash >= $2 RETURNING 1',
    [playerId, minor],
  );
  return rows.length === 1;
}

/** Gives a free stake back to free money (a bet the trader refused). */
export async function creditPromoCash(tx: Tx, playerId: number, amount: Money): Promise<void> {
  const minor = minorUnits(amount);
  if (minor > 0) await tx.query('UPDATE wallets SET promo_cash = promo_cash + $2 WHERE player_id = $1', [playerId, minor]);
}

/**
 * Adds an amount to the balance and its ledger as it is. Payouts of bets go through `payOut`, which repays a
 * drawn credit line first.
 */
async function credit(
  tx: Tx,
  playerId: number,
  amount: Money,
  kind: 'win' | 'refund' | 'cashout' | 'promo',
  refs: LedgerRefs = {},
): Promise<Money> {
  const minor = minorUnits(amount);
  const [row] = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance + $2 WHERE player_id = $1 RETURNING balance',
    [playerId, minor],
  );
  await ledgerRow(tx, playerId, kind, minor, row.balance, refs);
  return { minor: Number(row.balance), currency: amount.currency };
}

async function ledgerRow(tx: Tx, playerId: number, kind: string, minor: number, balanceAfter: string, refs: LedgerRefs) {
  await tx.query(
    'INSERT INTO wallet_entries (player_id, kind, amount, balance_after, betslip_id, bet_id, jackpot_bet_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [playerId, kind, minor, balanceAfter, refs.betslipId ?? null, refs.betId ?? null, refs.jackpotBetId ?? null],
  );
}

/** The ledger's sum in minor units, which must always equal the balance. */
export async function ledgerSum(db: Tx, playerId: number): Promise<number> {
  const [row] = await db.query<{ sum: string }>(
    'SELECT coalesce(sum(amount), 0) AS sum FROM wallet_entries WHERE player_id = $1',
    [playerId],
  );
  return Number(row.sum);
}
