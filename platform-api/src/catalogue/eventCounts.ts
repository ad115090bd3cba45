import type { Database } from '../db/database';

/** How many events are live and how many still to start: the metrics call's figures. */
export async function eventCounts(db: Database): Promise<{ live: number; prematch: number }> {
  const [{ live, prematch }] = await db.query<{ live: string; prematch: string }>(
    `SELECT count(*) FILTER (WHERE state = 'live') AS live, count(*) FILTER (WHERE state = 'prematch') AS prematch FROM events`,
  );
  return { live: Number(live), prematch: Number(prematch) };
}
