import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The little the API needs of a database, met by PGlite (embedded) and by a PostgreSQL server alike. */
export interface Database {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction on one connection; it commits when fn resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Takes a lock held for as long as the process lives (a session advisory lock on PostgreSQL): only the
   * holder runs the trading simulator when several API processes share the database.
   */
  tryLeadership(key: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(options: { url?: string; dataDir?: string } = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows })),
    async listen(channel, onPayload) {
      const unsubscribe = await db.listen(channel, onPayload);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns an embedded database.
    tryLeadership: async () => true,
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('SELECT 1');
  const listeners: pg.PoolClient[] = [];
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
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[] });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        client.release();
        listeners.splice(listeners.indexOf(client), 1);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async tryLeadership(key) {
      const client = await pool.connect();
      const [{ locked }] = (await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])).rows;
      if (locked) listeners.push(client);
      else client.release();
      return locked;
    },
    async close() {
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
