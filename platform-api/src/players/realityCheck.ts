import { fromMinorUnits, REALITY_CHECK_INTERVALS, type RealityCheck } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { PlayerRow } from './playerRepo';

type Tx = Pick<Database, 'query'>;

/**
 * The intervals a brand offers: its `reality_check_intervals` setting (a list of minutes; a test brand may
 * offer a fraction of a minute, so a journey waits seconds, not minutes), else the usual ones.
 */
export function offeredIntervals(settings: Record<string, unknown>): number[] {
  const own = settings.reality_check_intervals;
  if (Array.isArray(own) && own.length > 0 && own.every((m) => typeof m === 'number' && m > 0 && m <= 24 * 60)) return own;
  return [...REALITY_CHECK_INTERVALS];
}

/**
 * What a reality check shows: how long this session has lasted and its money since login (stakes against
 * what came back: wins, refunds, cash outs), with the player's interval.
 */
export async function realityCheck(db: Tx, player: PlayerRow, sessionId: string, offered: number[]): Promise<RealityCheck> {
  const [row] = await db.query<{ started: Date; minutes: number | null; stakes: string; returns: string }>(
    `SELECT s.created_at AS started, p.reality_check_minutes AS minutes,
       coalesce((SELECT -sum(amount) FROM wallet_entries e WHERE e.player_id = p.id AND e.kind = 'stake' AND e.created_at >= s.created_at), 0) AS stakes,
       coalesce((SELECT sum(amount) FROM wallet_entries e WHERE e.player_id = p.id AND e.kind IN ('win', 'refund', 'cashout') AND e.created_at >= s.created_at), 0) AS returns
     FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.id = $1 AND p.id = $2`,
    [sessionId, player.id],
  );
  const stakes = Number(row.stakes);
  const returns = Number(row.returns);
  const major = (minor: number) => fromMinorUnits(minor, player.currency);
  return {
    minutes: row.minutes === null ? null : Number(row.minutes),
    offered,
    sessionStartedAt: new Date(row.started).toISOString(),
    currency: player.currency,
    stakes: major(stakes),
    returns: major(returns),
    net: major(returns - stakes),
  };
}

/** Sets the player's interval (one the brand offers) or none. */
export async function setRealityCheckMinutes(db: Tx, playerId: number, minutes: number | null, offered: number[]): Promise<void> {
  if (minutes !== null && !offered.includes(minutes))
    throw new HttpError(400, `minutes must be one of ${offered.join(', ')}, or null for no reality checks`);
  await db.query('UPDATE players SET reality_check_minutes = $2 WHERE id = $1', [playerId, minutes]);
}
