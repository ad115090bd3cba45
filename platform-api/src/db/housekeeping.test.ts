import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from '../../test/harness';
import { vacuumAndAnalyzeWhenDue } from './housekeeping';

/** When the table was last analyzed and vacuumed (null: never), as the statistics views tell. */
async function lastDone(platform: TestPlatform, table: string) {
  const [row] = await platform.db.query<{ analyzed: Date | null; vacuumed: Date | null }>(
    'SELECT last_analyze AS analyzed, last_vacuum AS vacuumed FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return row;
}

// A PostgreSQL server runs autovacuum itself, at moments of its own: there the housekeeping does nothing.
const skip = process.env.TEST_DATABASE_URL ? 'PGlite only: a PostgreSQL server runs autovacuum itself' : false;

describe("PGlite's housekeeping, autovacuum's rule by hand", { skip }, () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform();
    for (const table of ['changed', 'dead']) {
      await platform.db.exec(`CREATE TABLE ${table} (id int PRIMARY KEY, n int)`);
      await platform.db.exec(`INSERT INTO ${table} SELECT g, 0 FROM generate_series(1, 1000) g`);
    }
  });
  after(async () => platform.close());

  it('analyzes a table once more than 50 rows and a tenth of it changed, and no sooner', async () => {
    await vacuumAndAnalyzeWhenDue(platform.db);
    const first = (await lastDone(platform, 'changed')).analyzed;
    assert.ok(first, 'the new table was analyzed');
    // 1,000 rows: due after 50 + 100 changes.
    await platform.db.exec('UPDATE changed SET n = 1 WHERE id <= 140');
    await vacuumAndAnalyzeWhenDue(platform.db);
    assert.deepEqual((await lastDone(platform, 'changed')).analyzed, first, '140 changes: not yet');
    await platform.db.exec('UPDATE changed SET n = 2 WHERE id <= 20');
    await vacuumAndAnalyzeWhenDue(platform.db);
    assert.notDeepEqual((await lastDone(platform, 'changed')).analyzed, first, '160 changes: analyzed');
  });

  it('vacuums a table once more than 50 rows and a fifth of it are dead', async () => {
    // 1,000 rows: due after 50 + 200 dead ones (each update leaves the old row dead).
    await platform.db.exec('UPDATE dead SET n = 1 WHERE id <= 240');
    await vacuumAndAnalyzeWhenDue(platform.db);
    assert.equal((await lastDone(platform, 'dead')).vacuumed, null, '240 dead rows: not yet');
    await platform.db.exec('UPDATE dead SET n = 2 WHERE id > 980');
    await vacuumAndAnalyzeWhenDue(platform.db);
    assert.ok((await lastDone(platform, 'dead')).vacuumed, '260 dead rows: vacuumed');
  });
});
