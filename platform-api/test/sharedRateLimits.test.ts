import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { startTestPlatform, type TestPlatform } from './harness';
import { openWrite, registerOpenWriteLimits } from '../src/http/openWrites';
import { registerErrorHandling } from '../src/http/errors';
import type { Database } from '../src/db/database';

/**
 * Issue 41 item 7: the limits of the writes without a login hold across API processes. Two processes (each its
 * own limiter, the second on its own connections where the database is a server) share one count per route and
 * address; a window that has ended opens a new one.
 */
describe('open-write limits shared by the API processes', () => {
  let platform: TestPlatform;
  let peer: Database;
  const processes: FastifyInstance[] = [];
  const LIMIT = { max: 3, perSeconds: 1, bodyLimit: 1024 };

  before(async () => {
    platform = await startTestPlatform();
    peer = await platform.openPeer();
    for (const db of [platform.db, peer]) {
      const app = Fastify();
      registerErrorHandling(app);
      await registerOpenWriteLimits(app, db);
      app.post('/drill/report', openWrite(LIMIT), async () => ({ ok: true }));
      app.post('/drill/other', openWrite(LIMIT), async () => ({ ok: true }));
      processes.push(app);
    }
  });
  after(async () => {
    for (const app of processes) await app.close();
    await platform.closePeer(peer);
    await platform.close();
  });

  const write = async (on: number, url = '/drill/report', from = '203.0.113.7') =>
    (
      await processes[on].inject({
        method: 'POST',
        url,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
        remoteAddress: from,
      })
    ).statusCode;

  it('counts one address once across processes, per route, and opens a new window when one ends', async () => {
    // Alternating processes: the fourth write is over the limit wherever it lands.
    const statuses = [await write(0), await write(1), await write(0), await write(1), await write(0)];
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    // Another address, and another route, count on their own.
    assert.equal(await write(1, '/drill/report', '203.0.113.8'), 200);
    assert.equal(await write(1, '/drill/other'), 200);

    const refused = await processes[1].inject({
      method: 'POST',
      url: '/drill/report',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.7',
    });
    assert.equal(refused.json().code, 'TOO_MANY_REQUESTS');
    assert.ok(Number(refused.headers['retry-after']) >= 1);

    await sleep(1100);
    assert.equal(await write(1), 200, 'a new window');
  });

  it('counts writes arriving at once on both processes exactly', async () => {
    const from = '203.0.113.9';
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => write(i % 2, '/drill/report', from)));
    assert.equal(statuses.filter((s) => s === 200).length, LIMIT.max, JSON.stringify(statuses));
  });
});
