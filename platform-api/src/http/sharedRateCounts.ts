import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database';

/** Rows of windows over this long ago are dropped (the longest window is 10 minutes). */
const KEEP_ROWS_SECONDS = 3600;
/** One count in this many drops the old rows: a sweep's cost spread thin over the writes. */
const SWEEP_EVERY = 200;

/**
 * A store for @fastify/rate-limit (its custom store interface: a constructor, `incr`, `child`) that counts in
 * the database every API process shares (migration 024), so the limits hold across processes rather than each
 * allowing them again. A fixed window per route and address, as the plugin's own stores count: the first write
 * opens it, and the next write after it ends opens a new one. One statement counts and answers, so two processes
 * counting at once both see the other's write.
 */
export function sharedRateCounts(db: Pick<Database, 'query'>): FastifyRateLimitStoreCtor {
  let counted = 0;
  class SharedRateCounts implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      count(this.route, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin's README: the route's own options come as `routeInfo` beside the limit's (its typings differ).
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? routeOptions;
      return new SharedRateCounts(routeOptions, `${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}`);
    }
  }

  async function count(route: string, address: string, windowMs: number) {
    const [row] = await db.query<{ writes: number; ttl: string }>(
      `INSERT INTO open_write_counts AS c (route, address, window_started, writes) VALUES ($1, $2, now(), 1)
       ON CONFLICT (route, address) DO UPDATE SET
         writes = CASE WHEN c.window_started + $3 * interval '1 millisecond' <= now() THEN 1 ELSE c.writes + 1 END,
         window_started = CASE WHEN c.window_started + $3 * interval '1 millisecond' <= now() THEN now() ELSE c.window_started END
       RETURNING c.writes, greatest(0, ceil(extract(epoch FROM c.window_started + $3 * interval '1 millisecond' - now()) * 1000)) AS ttl`,
      [route, address, windowMs],
    );
    if (++counted % SWEEP_EVERY === 0)
      await db.query(`DELETE FROM open_write_counts WHERE window_started < now() - make_interval(secs => $1)`, [
        KEEP_ROWS_SECONDS,
      ]);
    return { current: row.writes, ttl: Number(row.ttl) };
  }

  return SharedRateCounts;
}
