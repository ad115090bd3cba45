import type { Database } from '../db/database';

/**
 * The trading simulator's leadership: one API process of many leads it, the holder of an advisory lock. Each
 * process that wins the lock claims the next term, and every write it makes carries that term: the database
 * refuses a write of an older term (migration 014), so a process that lost the lock without knowing it yet
 * cannot write from its stale memory over a newer leader's world.
 */
export const LEADER_LOCK = 4_240_001;

/** A follower stands for the lock this often, so a leader's death costs about a second before the next leads. */
export const STAND_EVERY_MS = 1000;

/**
 * No tick for this long means the feed stopped (its leader died or hangs): live markets are suspended for
 * betting (RES-00108) until a leader ticks again. Longer than a slow tick on a loaded machine (a schedule
 * round takes seconds), shorter than a price may stand still without a trader.
 */
export const FEED_STOPPED_AFTER_SECONDS = 4;

/** What the database raises for a write of a term that is no longer current (simulator_fence). */
const STALE_TERM_CODE = 'SBT01';

export function isStaleTerm(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === STALE_TERM_CODE;
}

/** Claims the next term: called by the lock's holder, once each time it wins the lock. */
export async function claimTerm(db: Database): Promise<number> {
  const [{ term }] = await db.query<{ term: string }>('UPDATE simulator_leadership SET term = term + 1 RETURNING term');
  return Number(term);
}

/** Refuses the transaction unless `term` is still the current one, and holds the term until it commits. */
export async function fence(tx: Pick<Database, 'query'>, term: number): Promise<void> {
  await tx.query('SELECT simulator_fence($1)', [term]);
}

/**
 * The leader's heartbeat, in its tick's transaction: the tick's time, and how long without one means the feed
 * stopped (null for a world moved by hand, whose feed never stops on its own).
 */
export async function beat(tx: Pick<Database, 'query'>, term: number, staleAfterSeconds: number | null): Promise<void> {
  await fence(tx, term);
  await tx.query(`UPDATE simulator_leadership SET ticked_at = now(), stale_after = $2 * interval '1 second' WHERE term = $1`, [
    term,
    staleAfterSeconds,
  ]);
}

/**
 * The database as the leader of `term` writes it: every query and transaction runs behind the fence, so the
 * schedule's rounds and the jackpot's upkeep carry the term as the ticks do.
 */
export function fencedDatabase(db: Database, term: number): Database {
  return {
    ...db,
    query: <T>(sql: string, params?: unknown[]) =>
      db.transaction(async (tx) => {
        await fence(tx, term);
        return tx.query<T>(sql, params);
      }),
    transaction: (fn) =>
      db.transaction(async (tx) => {
        await fence(tx, term);
        return fn(tx);
      }),
  };
}
