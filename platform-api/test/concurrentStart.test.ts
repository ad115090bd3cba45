import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/database';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { prepareDatabase } from '../src/app';
import { createTestDatabase } from './harness';

const adminUrl = process.env.TEST_DATABASE_URL;
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((f) => /^\d+_.+\.sql$/.test(f))
  .sort();

/**
 * Issue 41 item 2: API processes starting together on one database all come up, and the database is migrated
 * and seeded once. Three connections of their own stand for three processes (PostgreSQL only: PGlite has one).
 */
describe('processes starting together', () => {
  const skip = adminUrl ? false : 'needs TEST_DATABASE_URL (the PostgreSQL step of npm test runs it)';
  const dropped: (() => Promise<void>)[] = [];
  let olderDir: string | undefined;
  before(() => {
    olderDir = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-older-migrations-'));
  });
  after(async () => {
    for (const drop of dropped) await drop();
    if (olderDir) rmSync(olderDir, { recursive: true, force: true });
  });

  /** Three "processes" prepare the database at once; each must succeed, and each migration be listed once. */
  const startThree = async (url: string) => {
    const processes: Database[] = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      const results = await Promise.allSettled(processes.map((db) => prepareDatabase(db, { demoPlayers: true })));
      assert.deepEqual(
        results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok')),
        ['ok', 'ok', 'ok'],
      );
      const rows = await processes[0].query<{ name: string; times: string }>(
        'SELECT name, count(*) AS times FROM schema_migrations GROUP BY name ORDER BY name',
      );
      assert.deepEqual(
        rows.map((r) => [r.name, Number(r.times)]),
        MIGRATIONS.map((name) => [name, 1]),
      );
      // The seeds ran once too: one demo player, one wallet for each player.
      const [{ demos, players, wallets }] = await processes[0].query<{ demos: string; players: string; wallets: string }>(
        `SELECT (SELECT count(*) FROM players WHERE username = 'demo') AS demos, (SELECT count(*) FROM players) AS players,
                (SELECT count(*) FROM wallets) AS wallets`,
      );
      assert.equal(Number(demos), 1);
      assert.equal(Number(wallets), Number(players));
    } finally {
      await Promise.all(processes.map((db) => db.close()));
    }
  };

  it('migrate and seed an empty database once', { skip }, async () => {
    const created = await createTestDatabase(adminUrl!, 'sportsbook_start');
    dropped.push(created.drop);
    await startThree(created.url);
  });

  it('bring an older database up to date once', { skip }, async () => {
    const created = await createTestDatabase(adminUrl!, 'sportsbook_start');
    dropped.push(created.drop);
    // The database as an older release left it: its first migrations only.
    for (const file of MIGRATIONS.slice(0, 5)) cpSync(path.join(MIGRATIONS_DIR, file), path.join(olderDir!, file));
    const older = await openDatabase({ url: created.url });
    assert.equal((await migrate(older, olderDir)).length, 5);
    await older.close();
    await startThree(created.url);
  });
});
