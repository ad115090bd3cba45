import { SAFER_GAMBLING_CODES, TIME_OUT_PERIODS, type TimeOutPeriod, type TimeOutResult } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { PlayerRow } from './playerRepo';

const HOUR_MS = 60 * 60 * 1000;

export function timeOutEnd(period: TimeOutPeriod, now: Date): Date {
  return new Date(now.getTime() + TIME_OUT_PERIODS[period] * HOUR_MS);
}

export function isTimedOut(player: Pick<PlayerRow, 'timed_out_until'>, now = new Date()): boolean {
  return player.timed_out_until !== null && new Date(player.timed_out_until).getTime() > now.getTime();
}

/** The login refusal of a player on a time-out, naming when it ends (to the minute: it may be a day long). */
export function timedOutError(player: Pick<PlayerRow, 'timed_out_until'>): HttpError {
  const until = new Date(player.timed_out_until!).toISOString().slice(0, 16).replace('T', ' ');
  return new HttpError(403, `Account on a time-out until ${until} UTC`, SAFER_GAMBLING_CODES.timedOut);
}

/**
 * Starts a time-out and ends every session of the player, in one transaction, as a self-exclusion does: no
 * device of the player can bet from now on, and logins are refused until it ends. A longer time-out running
 * is never shortened.
 */
export async function timeOut(db: Database, playerId: number, period: TimeOutPeriod, now = new Date()): Promise<TimeOutResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ timed_out_until: Date }>(
      `UPDATE players SET timed_out_until = greatest(coalesce(timed_out_until, $2), $2)
       WHERE id = $1 RETURNING timed_out_until`,
      [playerId, timeOutEnd(period, now).toISOString()],
    );
    await tx.query(
      "UPDATE sessions SET revoked_at = now(), logout_reason = 'timed_out' WHERE player_id = $1 AND revoked_at IS NULL",
      [playerId],
    );
    return { timedOutUntil: new Date(row.timed_out_until).toISOString() };
  });
}
