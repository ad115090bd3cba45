import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { buildPlatform, type Platform, type PlatformOptions } from '../src/app';
import { readFileSync } from 'node:fs';

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

/**
 * A fresh database on the PostgreSQL server at `adminUrl` (a copy of `template` when given), and how to drop it
 * again.
 */
export async function createTestDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * A database migrated and seeded once for a whole run, which every test platform copies: a fresh PGlite
 * cluster with its migrations and seeds costs each test platform seconds of CPU, twenty times a run. The run
 * (test/run.ts) names it in these variables; a test file run on its own starts from an empty database.
 */
export const TEMPLATE_ENV = {
  /** PGlite: a file holding the template's data folder, as `dump` wrote it. */
  pgliteFile: 'TEST_PGLITE_TEMPLATE_FILE',
  /** PostgreSQL: the template database's name on the TEST_DATABASE_URL server. */
  database: 'TEST_TEMPLATE_DATABASE',
} as const;

export async function startTestPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templateFile = process.env[TEMPLATE_ENV.pgliteFile];
  let db: Database;
  let dropDatabase = async () => undefined as void;
  let peerUrl: string | undefined;
  if (adminUrl) {
    const created = await createTestDatabase(adminUrl, 'sportsbook_test', process.env[TEMPLATE_ENV.database]);
    peerUrl = created.url;
    db = await openDatabase({ url: peerUrl });
    dropDatabase = created.drop;
  } else {
    db = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: templateFile ? new Blob([readFileSync(templateFile)]) : undefined,
    });
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
