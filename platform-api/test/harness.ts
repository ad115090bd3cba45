import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { HTTPMethods } from 'fastify';
import { openDatabase, type Database } from '../src/db/database';
import { buildPlatform, type Platform, type PlatformOptions } from '../src/app';
import { readFileSync } from 'node:fs';

/**
 * A platform on a database of its own: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the same tests run on both).
 */
export interface TestPlatform extends Platform {
  /**
   * One request as a client sends it, answered in process: `auth` is the player's token (sent as a bearer), or
   * the headers to send.
   */
  call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of every shape, read field by field
    method: HTTPMethods,
    url: string,
    payload?: object | string,
    auth?: string | Record<string, string>,
  ): Promise<Answer<T>>;
  close(): Promise<void>;
  /** A second connection to the same database, as another API process would hold (PGlite has one process: itself). */
  openPeer(): Promise<Database>;
  closePeer(peer: Database): Promise<void>;
}

/** An answer to `call`: its status, its body read as JSON (when it is JSON), its headers and its text. */
export interface Answer<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  text: string;
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
  // No random feed alerts: one lasts real seconds past a test's `advance` and would refuse the next tests'
  // bets (RES-00249) at whatever hour the world's draws raise it; the tests of alerts raise their own.
  // The tests log in as the demo players, as a demo would.
  const platform = await buildPlatform(db, {
    readCacheMs: 0,
    demoPlayers: true,
    ...options,
    simulator: { seed: 7, feedAlertChancePerSecond: 0, ...options.simulator },
  });
  return {
    ...platform,
    async call(method, url, payload, auth) {
      const headers = typeof auth === 'string' ? { authorization: `Bearer ${auth}` } : (auth ?? {});
      const response = await platform.app.inject({ method, url, payload, headers });
      const json = String(response.headers['content-type'] ?? '').includes('json');
      return {
        status: response.statusCode,
        // The caller names the shape it reads (any by default); an answer without JSON has no body.
        body: json ? response.json() : (undefined as never),
        headers: response.headers,
        text: response.body,
      };
    },
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
