import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** The little the API needs of a database, met by PGlite (embedded) and by a PostgreSQL server alike. */
export interface Database {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction on one connection; it commits when fn resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  /** Listens until the returned function is called; a dropped connection is replaced and listens again. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Takes a lock held until released or the process ends (a session advisory lock on PostgreSQL): only the
   * holder runs the trading simulator when several API processes share the database. `onLost` is called
   * if the connection holding the lock drops (the lock goes with it). Null when another process holds it.
   */
  tryLeadership(key: number, onLost?: () => void): Promise<Lease | null>;
  /**
   * Runs fn while holding a lock that every caller with the same key waits for, in this process and (a session
   * advisory lock on PostgreSQL) in every other one: API processes starting together migrate one at a time.
   */
  exclusively<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's whole data folder, to open again with `loadDataDir` (PGlite only). */
  dump?(): Promise<Blob>;
}

/** A lock taken with `tryLeadership`: released on purpose (a leader that found itself fenced out, a shutdown). */
export interface Lease {
  release(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server's database; without it, PGlite. */
  url?: string;
  /** Where PGlite keeps its files: a folder, or `memory://`. */
  dataDir?: string;
  /** A PGlite data folder as `dumpDataDir` wrote it, to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  // pg_trgm for search (migration 021): PGlite loads a contrib extension only when asked.
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows }),
      ),
    async listen(channel, onPayload) {
      const unsubscribe = await db.listen(channel, onPayload);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns an embedded database.
    tryLeadership: async () => ({ release: async () => undefined }),
    exclusively: inTurn(),
    close: () => db.close(),
    dump: async () => (await db.dumpDataDir('none')) as Blob,
  };
}

/** Calls of one process with the same key, one after another (all a single-process database needs). */
function inTurn(): Database['exclusively'] {
  const tails = new Map<number, Promise<unknown>>();
  return async (key, fn) => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** How soon a listener whose connection dropped tries again. */
const LISTEN_RETRY_MS = 1000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection failing while idle (the server restarting, a network cut) must not take the process down.
  pool.on('error', (error) => console.error('an idle database connection failed:', error.message));
  await pool.query('SELECT 1');
  const listeners: pg.PoolClient[] = [];
  const forget = (client: pg.PoolClient) => {
    const index = listeners.indexOf(client);
    if (index >= 0) listeners.splice(index, 1);
  };
  /** A held connection failed: it is dropped, not returned to the pool. Once given back, it is the pool's. */
  const onHeldFailure = (client: pg.PoolClient, what: string, then: () => void) =>
    client.on('error', (error) => {
      if (!listeners.includes(client)) return;
      console.error(`the database connection ${what} failed:`, error.message);
      forget(client);
      client.release(error);
      then();
    });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // The server may end the session between two statements (idle too long inside a fenced write): its word
      // comes as an event, which without a listener would end the process. The next statement fails instead.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection the server ended (a session idle too long inside a fenced write, say) cannot roll back:
        // it is closed, not pooled, and the transaction's own error is the one that counts.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    async listen(channel, onPayload) {
      let client: pg.PoolClient | null = null;
      let stopped = false;
      const subscribe = async () => {
        const next = await pool.connect();
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        onHeldFailure(next, `listening on ${channel}`, () => {
          client = null;
          if (!stopped) resubscribe();
        });
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listeners.push(next);
        client = next;
      };
      // Changes published while the connection was down are lost; the clients' polling covers them.
      const resubscribe = () =>
        setTimeout(() => {
          if (!stopped) subscribe().catch(() => resubscribe());
        }, LISTEN_RETRY_MS);
      await subscribe();
      return async () => {
        stopped = true;
        const current = client;
        if (!current) return;
        forget(current);
        await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        current.release();
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async tryLeadership(key, onLost) {
      const client = await pool.connect();
      const [{ locked }] = (await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])).rows;
      if (!locked) {
        client.release();
        return null;
      }
      listeners.push(client);
      onHeldFailure(client, 'holding the simulator lock', () => onLost?.());
      return {
        async release() {
          // A lock whose connection already failed went with it; onHeldFailure released that connection.
          if (!listeners.includes(client)) return;
          forget(client);
          const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [key]).then(
            () => undefined,
            (error: Error) => error,
          );
          // A connection that could not unlock may still hold the lock: it is closed, not pooled.
          client.release(unlocked);
        },
      };
    },
    async exclusively(key, fn) {
      // The lock is the session's of one connection, held while fn runs its queries on the others.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        // A connection that could not unlock may still hold the lock: it is closed, not pooled, and the lock goes.
        client.release(broken);
      }
    },
    async close() {
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
