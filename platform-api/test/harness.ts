import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { buildPlatform, type Platform, type PlatformOptions } from '../src/app';

/**
 * A platform on a database of its own: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the same tests run on both).
 */
export interface TestPlatform extends Platform {
  close(): Promise<void>;
  /** A second connection to the same database, as another API process would hold (PGlite has one process: itself). */
  openPeer(): Promise<Database>;
  closePeer(peer: Database): Promise<void>;
}

/** A fresh database on the PostgreSQL server at `adminUrl`, and how to drop it again. */
export async function createTestDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function startTestPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let db: Database;
  let dropDatabase = async () => undefined as void;
  let peerUrl: string | undefined;
  if (adminUrl) {
    const created = await createTestDatabase(adminUrl, 'sportsbook_test');
    peerUrl = created.url;
    db = await openDatabase({ url: peerUrl });
    dropDatabase = created.drop;
  } else {
    db = await openDatabase({ dataDir: 'memory://' });
  }
  const platform = await buildPlatform(db, { readCacheMs: 0, ...options, simulator: { seed: 7, ...options.simulator } });
  return {
    ...platform,
    openPeer: async () => (peerUrl ? openDatabase({ url: peerUrl }) : db),
    closePeer: async (peer) => {
      if (peer !== db) await peer.close();
    },
    async close() {
      await platform.app.close();
      await db.close();
      await dropDatabase();
    },
  };
}
