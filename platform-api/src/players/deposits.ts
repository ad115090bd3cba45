import { fromMinorUnits, isWholeMinorAmount, toMinorUnits, SAFER_GAMBLING_CODES, type DepositResult } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { PlayerRow } from './playerRepo';
import { depositedInWindows, limitRows } from './depositLimits';
import { exceededLimit } from './depositLimitRules';

/**
 * A deposit at the reference platform's cashier: checked against the player's limits and written to the
 * wallet, its ledger and the cashier's own record in one transaction, or refused whole. A player who has not
 * answered the deposit-limit question (a limit, or none) is asked first: the deposit is refused until then.
 */
export async function deposit(db: Database, player: PlayerRow, amount: number, now = new Date()): Promise<DepositResult> {
  const minor = toMinorUnits(amount, player.currency);
  if (!isWholeMinorAmount(amount, player.currency) || !Number.isSafeInteger(minor) || minor <= 0)
    throw new HttpError(400, `amount must be a positive amount of ${player.currency}, in whole minor units`);
  const balance = await db.transaction(async (tx) => {
    // The player's row is locked first: two deposits at once are counted one after the other against the limits.
    const [row] = await tx.query<{ answered: Date | null }>(
      'SELECT deposit_limits_answered_at AS answered FROM players WHERE id = $1 FOR UPDATE',
      [player.id],
    );
    if (!row?.answered)
      throw new HttpError(
        409,
        'Set a deposit limit, or choose no limit, before your first deposit',
        SAFER_GAMBLING_CODES.limitRequired,
      );
    const limits = await limitRows(tx, player.id);
    const over = exceededLimit(
      {
        daily: limits.daily.amount === null ? null : Number(limits.daily.amount),
        weekly: limits.weekly.amount === null ? null : Number(limits.weekly.amount),
        monthly: limits.monthly.amount === null ? null : Number(limits.monthly.amount),
      },
      await depositedInWindows(tx, player.id, now),
      minor,
    );
    if (over) {
      const money = (value: number) => `${fromMinorUnits(value, player.currency)} ${player.currency}`;
      // 422, not 403: a 403 on an /xapi/ call logs the player out (spec 1 section 6).
      throw new HttpError(
        422,
        `Deposit over your ${over.period} limit of ${money(over.limit)}: ${money(over.left)} left`,
        SAFER_GAMBLING_CODES.limitExceeded,
      );
    }
    await tx.query('INSERT INTO cashier_deposits (player_id, amount, created_at) VALUES ($1, $2, $3)', [
      player.id,
      minor,
      now.toISOString(),
    ]);
    const [wallet] = await tx.query<{ balance: string }>(
      `WITH credited AS (UPDATE wallets SET balance = balance + $2 WHERE player_id = $1 RETURNING balance)
       INSERT INTO wallet_entries (player_id, kind, amount, balance_after)
       SELECT $1::integer, 'deposit', $2::bigint, credited.balance FROM credited RETURNING balance_after AS balance`,
      [player.id, minor],
    );
    return Number(wallet.balance);
  });
  return { amount, balance: fromMinorUnits(balance, player.currency), currency: player.currency };
}
