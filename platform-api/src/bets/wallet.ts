import type { Database } from '../db/database';

type Tx = Pick<Database, 'query'>;

/**
 * Takes an amount from a player's balance inside the caller's transaction, or nothing at all: the
 * conditional update locks the wallet row, so concurrent stakes can never take it below zero.
 */
/** What a ledger row is about: a betslip, one of its bets, or a jackpot bet. */
export interface LedgerRefs {
  betslipId?: string;
  betId?: number;
  jackpotBetId?: number;
}

export async function debit(
  tx: Tx,
  playerId: number,
  amount: number,
  kind: 'stake',
  refs: LedgerRefs = {},
): Promise<number | null> {
  const [row] = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance - $2 WHERE player_id = $1 AND balance >= $2 RETURNING balance',
    [playerId, amount],
  );
  if (!row) return null;
  await ledgerRow(tx, playerId, kind, -amount, row.balance, refs);
  return Number(row.balance);
}

export async function credit(
  tx: Tx,
  playerId: number,
  amount: number,
  kind: 'win' | 'refund' | 'cashout' | 'deposit',
  refs: LedgerRefs = {},
): Promise<number> {
  const [row] = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance + $2 WHERE player_id = $1 RETURNING balance',
    [playerId, amount],
  );
  await ledgerRow(tx, playerId, kind, amount, row.balance, refs);
  return Number(row.balance);
}

async function ledgerRow(tx: Tx, playerId: number, kind: string, amount: number, balanceAfter: string, refs: LedgerRefs) {
  await tx.query(
    'INSERT INTO wallet_entries (player_id, kind, amount, balance_after, betslip_id, bet_id, jackpot_bet_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [playerId, kind, amount, balanceAfter, refs.betslipId ?? null, refs.betId ?? null, refs.jackpotBetId ?? null],
  );
}

/** The ledger's sum, which must always equal the balance. */
export async function ledgerSum(db: Tx, playerId: number): Promise<number> {
  const [row] = await db.query<{ sum: string }>(
    'SELECT coalesce(sum(amount), 0) AS sum FROM wallet_entries WHERE player_id = $1',
    [playerId],
  );
  return Number(row.sum);
}
