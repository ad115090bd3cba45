import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase } from './database';

const url = process.env.TEST_DATABASE_URL;

// Killing a server connection needs a server: this runs in the PostgreSQL step of `npm test`.
describe('a PostgreSQL connection that drops', () => {
  const skip = url ? false : 'needs TEST_DATABASE_URL (the PostgreSQL step of npm test runs it)';
  it('is replaced: the listener hears notifications again, and the process does not crash', { skip }, async () => {
    const db = await openDatabase({ url });
    const channel = `drop_test_${process.pid}`;
    const heard: string[] = [];
    const stop = await db.listen(channel, (payload) => heard.push(payload));
    try {
      const [{ killed }] = await db.query<{ killed: boolean }>(
        `SELECT bool_or(pg_terminate_backend(pid)) AS killed FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN "${channel}"`],
      );
      assert.equal(killed, true, 'the listening connection was found and terminated');
      for (let i = 0; i < 40 && heard.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await db.notify(channel, `after ${i}`);
      }
      assert.ok(heard.length > 0, 'notifications arrive on the new connection');
    } finally {
      await stop();
      await db.close();
    }
  });
});
