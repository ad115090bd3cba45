import type { LiveChange } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { publishChanges } from '../live/changeFeed';
import { everyWithoutOverlap } from '../background/everyWithoutOverlap';

/** The ready answers that carry market statuses: a feed's stop or restart drops them at once. */
export const MARKET_STATUS_TAG = 'market-status';
/** Every process looks this often: the lists and the stream follow a stop within about a second. */
const WATCH_EVERY_MS = 1000;

/**
 * Whether the feed is stopped now, and whether this caller is the one to tell the stream: the notice row
 * (migration 024) holds the state last announced, and of the processes that see it differ, the one whose update
 * flips it announces, in the same transaction (the others' updates find it flipped and change nothing).
 * The announcement is a market change for each live in-running market the leader left open: suspended on a
 * stop, open again on a restart.
 */
export async function noticeFeedStop(db: Database): Promise<{ stopped: boolean; announced: boolean }> {
  return db.transaction(async (tx) => {
    // A process frozen while it holds the notice row (its flip not yet committed) must not keep the others
    // waiting: they give up after a second and look again, and its session ends after a second idle.
    await tx.query(
      "SELECT set_config('lock_timeout', '1000', true), set_config('idle_in_transaction_session_timeout', '1000', true)",
    );
    const [{ stopped, announced }] = await tx.query<{ stopped: boolean; announced: boolean }>(
      `WITH feed AS (SELECT simulator_feed_stopped() AS stopped),
            flip AS (UPDATE feed_stop_notice n SET stopped = feed.stopped FROM feed WHERE n.stopped <> feed.stopped RETURNING 1)
       SELECT feed.stopped, EXISTS (SELECT 1 FROM flip) AS announced FROM feed`,
    );
    if (!announced) return { stopped, announced };
    const markets = await tx.query<{ event_id: string; id: string; market_type_id: number; period_type: number }>(
      `SELECT m.event_id, m.id, m.market_type_id, m.period_type FROM markets m JOIN events e ON e.id = m.event_id
       WHERE e.state = 'live' AND m.in_running AND m.status = 'open' ORDER BY m.event_id, m.id`,
    );
    const changes: LiveChange[] = markets.map((m) => ({
      t: 'market',
      eid: Number(m.event_id),
      mid: Number(m.id),
      mtid: m.market_type_id,
      ptid: m.period_type,
      s: stopped ? 'suspended' : 'open',
    }));
    await publishChanges(tx, changes);
    return { stopped, announced };
  });
}

/**
 * Watches the feed in every API process: on a stop or a restart as this process sees it, `onChange` runs (the
 * process drops its ready answers of market statuses), and one process tells the stream.
 */
export function watchFeedStop(db: Database, onChange: (stopped: boolean) => void, everyMs = WATCH_EVERY_MS) {
  let seen = false;
  return everyWithoutOverlap(everyMs, () =>
    noticeFeedStop(db)
      .then(({ stopped }) => {
        if (stopped !== seen) onChange((seen = stopped));
      })
      // The database is away for a moment: the next look tries again.
      .catch(() => undefined),
  );
}
