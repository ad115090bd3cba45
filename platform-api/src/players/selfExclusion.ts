import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod, type SelfExclusionResult } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { PlayerRow } from './playerRepo';

const DAY_MS = 24 * 60 * 60 * 1000;

export function selfExclusionEnd(period: SelfExclusionPeriod, now: Date): Date {
  return new Date(now.getTime() + SELF_EXCLUSION_PERIODS[period] * DAY_MS);
}

/** Excluded while the period runs; an exclusion without an end (set by the operator) never lapses by itself. */
export function isSelfExcluded(player: Pick<PlayerRow, 'self_excluded' | 'self_excluded_until'>, now = new Date()): boolean {
  if (!player.self_excluded) return false;
  return player.self_excluded_until === null || new Date(player.self_excluded_until).getTime() > now.getTime();
}

/** The login refusal a self-excluded player gets, naming the day the exclusion ends. */
export function selfExcludedError(player: Pick<PlayerRow, 'self_excluded_until'>): HttpError {
  const until = player.self_excluded_until ? new Date(player.self_excluded_until).toISOString().slice(0, 10) : null;
  return new HttpError(403, until ? `Account self-excluded until ${until}` : 'Account self-excluded', 'SELF_EXCLUDED');
}

/**
 * Marks the account self-excluded for the period and ends every session it has, in one transaction: from
 * this moment no device of the player can bet, and a new login is refused until the period ends. A
 * longer running exclusion is never shortened.
 */
export async function selfExclude(
  db: Database,
  playerId: number,
  period: SelfExclusionPeriod,
  now = new Date(),
): Promise<SelfExclusionResult> {
  const wanted = selfExclusionEnd(period, now);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ self_excluded_until: Date | null }>(
      `UPDATE players SET self_excluded = true,
         self_excluded_until = CASE
           WHEN self_excluded AND (self_excluded_until IS NULL OR self_excluded_until > $2) THEN self_excluded_until
           ELSE $2 END
       WHERE id = $1 RETURNING self_excluded_until`,
      [playerId, wanted.toISOString()],
    );
    await tx.query(
      "UPDATE sessions SET revoked_at = now(), logout_reason = 'self_excluded' WHERE player_id = $1 AND revoked_at IS NULL",
      [playerId],
    );
    return {
      selfExcluded: true as const,
      until: row.self_excluded_until === null ? null : new Date(row.self_excluded_until).toISOString(),
    };
  });
}
