import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPlatform, type TestPlatform } from './harness';
import { TradingSimulator, type SimulatorOptions } from '../src/trading/simulator';
import { claimTerm, fence, fencedDatabase, isStaleTerm, LEADER_LOCK } from '../src/trading/leadership';

/** The world's clock, moved with every step: kick-offs keep coming as the first matches finish. */
let clock = Date.now();
const SIMULATOR: Partial<SimulatorOptions> = { speed: 60, seed: 41, feedAlertChancePerSecond: 0, now: () => new Date(clock) };
const step = (simulator: TradingSimulator, seconds: number) => {
  clock += seconds * 1000;
  return simulator.advance(seconds);
};

/**
 * Issue 41 item 1: a leader that lost its lock writes nothing from its stale memory. Every write of the
 * simulator carries its term and the database refuses an older one; the process drops its live events and
 * books at once and loads them afresh when it leads again; a result once set is never changed.
 */
describe('the simulator fenced by its leadership term', () => {
  let platform: TestPlatform;
  before(async () => {
    platform = await startTestPlatform({ simulator: SIMULATOR });
  });
  after(async () => platform.close());

  it('refuses a write of an older term, in the database', async () => {
    const older = await claimTerm(platform.db);
    const current = await claimTerm(platform.db);
    const write = (term: number) =>
      fencedDatabase(platform.db, term).query("UPDATE feed_alerts SET active_until = now() WHERE feed_id = 'none'");
    await assert.rejects(write(older), (error) => isStaleTerm(error));
    await write(current);
  });

  it('lets a new leader claim its term within about a second of an old one frozen inside a write', async (t) => {
    if (platform.db.kind !== 'postgres') return t.skip('PGlite has one connection: nobody else can freeze in it');
    const frozenTerm = await claimTerm(platform.db);
    const peer = await platform.openPeer();
    try {
      // The old leader fenced its write, holding the term's row, and froze there (a stopped process).
      let fenced: () => void = () => undefined;
      const isFenced = new Promise<void>((resolve) => (fenced = resolve));
      const frozen = peer.transaction(async (tx) => {
        await fence(tx, frozenTerm);
        fenced();
        await new Promise((resolve) => setTimeout(resolve, 5000));
      });
      await isFenced;
      const started = Date.now();
      const next = await claimTerm(platform.db);
      const waited = (Date.now() - started) / 1000;
      assert.equal(next, frozenTerm + 1);
      assert.ok(waited < 3, `the claim waited ${waited} s`);
      await assert.rejects(frozen, 'the frozen write never commits');
    } finally {
      await platform.closePeer(peer);
    }
  });

  it('refuses to change a result once set, unmark a resulted market, or bring a finished event back', async () => {
    const simulator = platform.simulator;
    for (let i = 0; i < 8; i++) await step(simulator, 30);
    const [resulted] = await platform.db.query<{ id: string; market_id: string; result: string }>(
      `SELECT o.id, o.market_id, o.result FROM outcomes o WHERE o.result IN ('won', 'lost') LIMIT 1`,
    );
    assert.ok(resulted, 'the simulator resulted some markets');
    const flipped = resulted.result === 'won' ? 'lost' : 'won';
    const refused = /a result once set is final/;
    await assert.rejects(platform.db.query('UPDATE outcomes SET result = $2 WHERE id = $1', [resulted.id, flipped]), refused);
    await assert.rejects(platform.db.query('UPDATE outcomes SET result = NULL WHERE id = $1', [resulted.id]), refused);
    await assert.rejects(platform.db.query('UPDATE markets SET resulted = false WHERE id = $1', [resulted.market_id]), refused);
    const [finished] = await platform.db.query<{ id: string }>(`SELECT id FROM events WHERE state = 'finished' LIMIT 1`);
    assert.ok(finished, 'some events finished');
    await assert.rejects(platform.db.query(`UPDATE events SET state = 'live' WHERE id = $1`, [finished.id]), refused);
    // The same result written again changes nothing, and is no change.
    await platform.db.query('UPDATE outcomes SET result = $2 WHERE id = $1', [resulted.id, resulted.result]);
  });

  it('drops a deposed leader’s live world at once, refuses its writes, and loads the world afresh when it leads again', async () => {
    const first = platform.simulator;
    await step(first, 1);
    const firstTerm = first.term!;
    assert.ok(first.live.size > 0, 'the first leader plays live events');
    const second = new TradingSimulator(platform.db, SIMULATOR);
    if (platform.db.kind === 'postgres') {
      // The first leader's lock connection is cut, as an operator or a network would.
      const peer = await platform.openPeer();
      const [{ cut }] = await peer.query<{ cut: boolean }>(
        `SELECT bool_or(pg_terminate_backend(pid)) AS cut FROM pg_locks
         WHERE locktype = 'advisory' AND objid = $1 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [LEADER_LOCK],
      );
      await platform.closePeer(peer);
      assert.equal(cut, true, 'the lock connection was found and cut');
      for (let i = 0; i < 50 && first.term !== null; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(first.term, null, 'the first leader knows it lost the lock');
      assert.equal(first.live.size, 0, 'and dropped its live events at once');
    }
    // PGlite has one process, which always wins the lock: the second simulator takes the next term.
    await step(second, 1);
    assert.ok(second.term! > firstTerm, `the second leads in a newer term: ${second.term} after ${firstTerm}`);
    for (let i = 0; i < 6; i++) await step(second, 30);
    const results = await platform.db.query<{ id: string; result: string }>(
      'SELECT id, result FROM outcomes WHERE result IS NOT NULL ORDER BY id',
    );
    const finished = await platform.db.query<{ id: string }>(`SELECT id FROM events WHERE state = 'finished' ORDER BY id`);

    if (platform.db.kind === 'pglite') {
      // Still believing it leads, the first writes from its stale memory: the database refuses its term.
      await assert.rejects(step(first, 30), (error) => isStaleTerm(error));
      assert.equal(first.term, null);
      assert.equal(first.live.size, 0, 'refused, it dropped its live events');
    }
    // The second goes; the first leads again, from what the database holds, not from its memory.
    await second.stop();
    await step(first, 1);
    assert.ok(first.term! > second.term!, 'the first leads again in a newer term');
    const live = await platform.db.query<{ id: string }>(`SELECT id FROM events WHERE state = 'live'`);
    assert.deepEqual(
      [...first.live.keys()].sort((a, b) => a - b),
      live.map((row) => Number(row.id)).sort((a, b) => a - b),
      'it plays exactly the events live in the database',
    );
    for (let i = 0; i < 4; i++) await step(first, 30);
    const resultsAfter = new Map(
      (await platform.db.query<{ id: string; result: string }>('SELECT id, result FROM outcomes WHERE result IS NOT NULL')).map(
        (row) => [row.id, row.result],
      ),
    );
    assert.deepEqual(
      results.filter((row) => resultsAfter.get(row.id) !== row.result),
      [],
      'no result changed after it was set',
    );
    const stillFinished = new Set(
      (await platform.db.query<{ id: string }>(`SELECT id FROM events WHERE state = 'finished'`)).map((row) => row.id),
    );
    assert.deepEqual(
      finished.filter((row) => !stillFinished.has(row.id)),
      [],
      'no finished event came back',
    );
  });
});
