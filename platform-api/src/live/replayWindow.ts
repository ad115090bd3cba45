import type { Database } from '../db/database';
import type { ChangeMessage } from './changeFeed';

/** A client further behind than this many messages refetches rather than be sent them all. */
export const MAX_REPLAY_MESSAGES = 600;

/** What a reconnecting client is sent: the messages it missed, or word to refetch (resync) with the id to go on from. */
export type Replay = { resync: false; messages: ChangeMessage[] } | { resync: true; latest: number | null };

/** The id a client says it had: the Last-Event-ID header or parameter; not a number means it cannot be resumed. */
export function lastEventIdOf(value: unknown): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * The messages after `lastId` from the replay window (read in one snapshot with the window's bounds). The client
 * must refetch when its id is not one the window can resume from: older than what the window still holds, newer
 * than anything published (another database, or one reset), unreadable, or too far behind.
 */
export async function replayAfter(db: Pick<Database, 'query'>, lastId: number | null): Promise<Replay> {
  const rows = await db.query<{ oldest: string | null; newest: string | null; id: string | null; changes: string | null }>(
    `SELECT b.oldest, b.newest, l.id, l.changes
     FROM (SELECT min(id) AS oldest, max(id) AS newest FROM live_change_log) b
     LEFT JOIN LATERAL (SELECT id, changes FROM live_change_log WHERE id > $1 ORDER BY id LIMIT $2) l ON true`,
    [lastId ?? 0, MAX_REPLAY_MESSAGES + 1],
  );
  const latest = rows[0].newest === null ? null : Number(rows[0].newest);
  const oldest = rows[0].oldest === null ? null : Number(rows[0].oldest);
  if (lastId === null || latest === null || oldest === null || lastId < oldest - 1 || lastId > latest)
    return { resync: true, latest };
  const missed = rows.filter((row) => row.id !== null);
  if (missed.length > MAX_REPLAY_MESSAGES) return { resync: true, latest };
  return { resync: false, messages: missed.map((row) => ({ id: Number(row.id), changes: JSON.parse(row.changes!) })) };
}
