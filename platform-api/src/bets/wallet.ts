import type { Database } from '../db/database';

type Tx = Pick<Database, 'query'>;

/**
 * Takes an amount from a player's balance inside the caller's transaction, or nothing at all: the
 * conditional update locks the wallet row, so concurrent stakes can never take it below zero.
 */
export async function debit(tx: Tx, playerId: number, amount: number, kind: 'stake', refs: { betslipId?: string } = {}): Promise<number | null> {
  const [row] = await tx.query<{ balance: string }>('UPDATE wallets SET balance = balance - $2 WHERE player_id = $1 AND balance >= $2 RETURNING balance', [playerId, amount]);
  if (!row) return null;
  await tx.query('INSERT INTO wallet_entries (player_id, kind, amount, balance_after, betslip_id) VALUES ($1, $2, $3, $4, $5)', [playerId, kind, -amount, row.balance, refs.betslipId ?? null]);
  return Number(row.balance);
}

export async function credit(tx: Tx, playerId: number, amount: number, kind: 'win' | 'refund' | 'cashout' | 'deposit', refs: { betslipId?: string; betId?: number } = {}): Promise<number> {
  const [row] = await tx.query<{ balance: string }>('UPDATE wallets SET balance = balance + $2 WHERE player_id = $1 RETURNING balance', [playerId, amount]);
  await tx.query('INSERT INTO wallet_entries (player_id, kind, amount, balance_after, betslip_id, bet_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    playerId,
    kind,
    amount,
    row.balance,
    refs.betslipId ?? null,
    refs.betId ?? null,
  ]);
  return Number(row.balance);
}

/** The ledger's sum, which must always equal the balance. */
export async function ledgerSum(db: Tx, playerId: number): Promise<number> {
  const [row] = await db.query<{ sum: string }>('SELECT coalesce(sum(amount), 0) AS sum FROM wallet_entries WHERE player_id = $1', [playerId]);
  return Number(row.sum);
}
