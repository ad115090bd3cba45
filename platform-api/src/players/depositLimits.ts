import {
  fromMinorUnits,
  isWholeMinorAmount,
  toMinorUnits,
  DEPOSIT_LIMIT_PERIODS,
  SAFER_GAMBLING_CODES,
  type DepositLimitPeriod,
  type DepositLimits,
  type LimitAmount,
} from '@sportsbook/domain';
import type { DepositLimitsRequest } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { PlayerRow } from './playerRepo';
import { increaseDueAt, limitChange, windowStart, type LimitMinor } from './depositLimitRules';

type Tx = Pick<Database, 'query'>;

interface LimitRow {
  period: DepositLimitPeriod;
  amount: string | null;
  pending: boolean;
  pending_amount: string | null;
  pending_from: Date | null;
}

const minorOrNull = (value: string | null): LimitMinor => (value === null ? null : Number(value));

/** The player's limits by period as they apply now (a period never set has none), and any raise waiting. */
export async function limitRows(tx: Tx, playerId: number): Promise<Record<DepositLimitPeriod, LimitRow>> {
  const rows = await tx.query<LimitRow>(
    'SELECT period, amount, pending, pending_amount, pending_from FROM deposit_limits WHERE player_id = $1',
    [playerId],
  );
  const byPeriod = {} as Record<DepositLimitPeriod, LimitRow>;
  for (const period of DEPOSIT_LIMIT_PERIODS)
    byPeriod[period] = rows.find((row) => row.period === period) ?? {
      period,
      amount: null,
      pending: false,
      pending_amount: null,
      pending_from: null,
    };
  return byPeriod;
}

/** What the player has deposited at the cashier in each period's window ending at `now`, in minor units. */
export async function depositedInWindows(tx: Tx, playerId: number, now: Date): Promise<Record<DepositLimitPeriod, number>> {
  const [row] = await tx.query<Record<DepositLimitPeriod, string>>(
    `SELECT coalesce(sum(amount) FILTER (WHERE created_at > $2), 0) AS daily,
            coalesce(sum(amount) FILTER (WHERE created_at > $3), 0) AS weekly,
            coalesce(sum(amount) FILTER (WHERE created_at > $4), 0) AS monthly
     FROM cashier_deposits WHERE player_id = $1 AND created_at <= $5`,
    [
      playerId,
      windowStart('daily', now).toISOString(),
      windowStart('weekly', now).toISOString(),
      windowStart('monthly', now).toISOString(),
      now.toISOString(),
    ],
  );
  return { daily: Number(row.daily), weekly: Number(row.weekly), monthly: Number(row.monthly) };
}

/** The limits as the account page reads them, in major units of the player's currency. */
export async function depositLimits(db: Tx, player: PlayerRow, now = new Date()): Promise<DepositLimits> {
  const [rows, used, [answered]] = await Promise.all([
    limitRows(db, player.id),
    depositedInWindows(db, player.id, now),
    db.query<{ at: Date | null }>('SELECT deposit_limits_answered_at AS at FROM players WHERE id = $1', [player.id]),
  ]);
  const major = (minor: LimitMinor): LimitAmount => (minor === null ? null : fromMinorUnits(minor, player.currency));
  return {
    answered: answered?.at != null,
    currency: player.currency,
    limits: DEPOSIT_LIMIT_PERIODS.map((period) => {
      const row = rows[period];
      const from = row.pending_from ? new Date(row.pending_from) : null;
      return {
        period,
        amount: major(minorOrNull(row.amount)),
        used: fromMinorUnits(used[period], player.currency),
        ...(row.pending && from
          ? {
              pending: {
                amount: major(minorOrNull(row.pending_amount)),
                from: from.toISOString(),
                confirmable: from.getTime() <= now.getTime(),
              },
            }
          : {}),
      };
    }),
  };
}

/**
 * Sets the player's limits, each by its own rule: a lower limit (or a first one) applies at once and drops any
 * raise waiting; a higher one, or none where there was one, waits 24 hours and then needs the player's
 * confirmation; the same amount as now drops a waiting raise. Answers the question asked before the first deposit.
 */
export async function setDepositLimits(
  db: Database,
  player: PlayerRow,
  wanted: DepositLimitsRequest,
  now = new Date(),
): Promise<DepositLimits> {
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const amount = wanted[period];
    if (amount !== null && !isWholeMinorAmount(amount, player.currency))
      throw new HttpError(400, `the ${period} limit must be an amount of ${player.currency}, in whole minor units`);
  }
  await db.transaction(async (tx) => {
    // The player's row is locked first, so two changes at once are taken one after the other.
    await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [player.id]);
    const rows = await limitRows(tx, player.id);
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const current = minorOrNull(rows[period].amount);
      const asked = wanted[period] === null ? null : toMinorUnits(wanted[period], player.currency);
      const change = limitChange(current, asked);
      const [amount, pending, pendingAmount, pendingFrom] =
        change === 'increase' ? [current, true, asked, increaseDueAt(now).toISOString()] : [asked, false, null, null];
      // A raise asked again for the same amount keeps its original wait, so asking twice does not restart it.
      if (change === 'increase' && rows[period].pending && minorOrNull(rows[period].pending_amount) === asked) continue;
      await tx.query(
        `INSERT INTO deposit_limits (player_id, period, amount, pending, pending_amount, pending_from)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (player_id, period) DO UPDATE SET amount = $3, pending = $4, pending_amount = $5, pending_from = $6`,
        [player.id, period, amount, pending, pendingAmount, pendingFrom],
      );
    }
    await tx.query('UPDATE players SET deposit_limits_answered_at = coalesce(deposit_limits_answered_at, $2) WHERE id = $1', [
      player.id,
      now.toISOString(),
    ]);
  });
  return depositLimits(db, player, now);
}

/** Applies a waiting raise the player confirms, once its 24 hours have passed; before that it is refused. */
export async function confirmIncrease(
  db: Database,
  player: PlayerRow,
  period: DepositLimitPeriod,
  now = new Date(),
): Promise<DepositLimits> {
  const [applied] = await db.query<{ period: string }>(
    `UPDATE deposit_limits SET amount = pending_amount, pending = false, pending_amount = NULL, pending_from = NULL
     WHERE player_id = $1 AND period = $2 AND pending AND pending_from <= $3 RETURNING period`,
    [player.id, period, now.toISOString()],
  );
  if (!applied) {
    const rows = await limitRows(db, player.id);
    const from = rows[period].pending_from;
    throw new HttpError(
      409,
      from
        ? `The ${period} deposit limit's increase can be confirmed from ${new Date(from).toISOString()}`
        : `No ${period} deposit limit increase is waiting`,
      SAFER_GAMBLING_CODES.increaseNotDue,
    );
  }
  return depositLimits(db, player, now);
}
