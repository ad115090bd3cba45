import { fromMinorUnits } from '@sportsbook/domain';
import type { Transaction, TransactionsPage } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import type { PlayerRow } from './playerRepo';

/** The account area's transactions come a page at a time. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The dates the account history is filtered by: from (included) up to (not included) to. */
export interface DateRange {
  from?: Date;
  to?: Date;
}

/**
 * One page of the wallet ledger, newest first: every stake, win, refund, cash out and deposit with the balance
 * after it, within the dates asked for.
 */
export async function transactionsPage(
  db: Database,
  player: PlayerRow,
  page: number,
  pageSize: number,
  range: DateRange = {},
): Promise<TransactionsPage> {
  // An open end is the far past or future: one query for every filter.
  const from = range.from?.toISOString() ?? '1970-01-01T00:00:00Z';
  const to = range.to?.toISOString() ?? '9999-12-31T00:00:00Z';
  const [{ total }] = await db.query<{ total: string }>(
    'SELECT count(*) AS total FROM wallet_entries WHERE player_id = $1 AND created_at >= $2 AND created_at < $3',
    [player.id, from, to],
  );
  const rows = await db.query<{
    id: string;
    kind: string;
    amount: string;
    balance_after: string;
    betslip_id: string | null;
    bet_id: string | null;
    created_at: Date;
  }>(
    `SELECT id, kind, amount, balance_after, betslip_id, bet_id, created_at FROM wallet_entries
     WHERE player_id = $1 AND created_at >= $4 AND created_at < $5 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [player.id, pageSize, (page - 1) * pageSize, from, to],
  );
  return {
    page,
    pageSize,
    total: Number(total),
    transactions: rows.map((row) => ({
      id: Number(row.id),
      // The column is text, but the wallet writes only the wire's kinds (stake, win, refund, cashout, promo, deposit).
      kind: row.kind as Transaction['kind'],
      // The ledger keeps stakes negative: money out.
      // Stored in whole minor units, carried in major units.
      amount: fromMinorUnits(Number(row.amount), player.currency),
      balanceAfter: fromMinorUnits(Number(row.balance_after), player.currency),
      betSlipId: row.betslip_id ?? undefined,
      betId: row.bet_id ? Number(row.bet_id) : undefined,
      date: new Date(row.created_at).toISOString(),
    })),
  };
}
