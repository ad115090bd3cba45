import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { startTestPlatform, type TestPlatform } from './harness';
import { createChangeHub, trimReplayWindow, type ChangeHub } from '../src/live/changeFeed';
import { liveStreamRoute } from '../src/routes/liveStream';
import type { Database } from '../src/db/database';
import { openStream } from './streamReader';

describe('the push stream resumes after a drop, on any API process', () => {
  let platform: TestPlatform;
  let origin: string;
  // A second API process on the same database, with its own hub and stream.
  let peer: Database;
  let peerHub: ChangeHub;
  let peerApp: FastifyInstance;
  let peerOrigin: string;
  const tick = () => platform.simulator.advance(1);
  const logged = async (after: number) =>
    (await platform.db.query<{ id: string }>('SELECT id FROM live_change_log WHERE id > $1 ORDER BY id', [after])).map((r) =>
      String(r.id),
    );

  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, seed: 5 } });
    await tick();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
    peer = await platform.openPeer();
    peerHub = await createChangeHub(peer);
    peerApp = Fastify();
    await peerApp.register(liveStreamRoute(peerHub, peer));
    await peerApp.listen({ port: 0, host: '127.0.0.1' });
    peerOrigin = `http://127.0.0.1:${(peerApp.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await peerApp.close();
    await peerHub.stop();
    await platform.closePeer(peer);
    await platform.close();
  });

  it('gives every change an id, and a client that comes back elsewhere with Last-Event-ID gets exactly what it missed', async () => {
    const first = await openStream(`${origin}/xapi/live/stream`);
    await first.until((messages) => messages.length >= 2, tick);
    await first.close();
    assert.ok(
      first.messages.every((m) => m.event === 'changes' && /^\d+$/.test(m.id ?? '')),
      'every change carries an id',
    );
    const lastId = Number(first.messages.at(-1)!.id);

    // Changes published while the client is away.
    for (let i = 0; i < 3; i++) await tick();
    const missed = await logged(lastId);
    assert.ok(missed.length >= 3, 'changes were published meanwhile');

    const resumed = await openStream(`${peerOrigin}/xapi/live/stream`, { 'last-event-id': String(lastId) });
    await resumed.until((messages) => messages.length >= missed.length);
    assert.deepEqual(
      resumed.messages.slice(0, missed.length).map((m) => m.id),
      missed,
      'the missed messages, in order, once each',
    );
    // And then the live ones, with nothing sent twice.
    await resumed.until((messages) => messages.length > missed.length, tick);
    await resumed.close();
    const ids = resumed.messages.map((m) => Number(m.id));
    assert.deepEqual(
      ids,
      [...new Set(ids)].sort((a, b) => a - b),
    );
    assert.ok(ids[0] > lastId);
  });

  it('resumes a client that opens a stream itself, naming its last id as a parameter, for its events only', async () => {
    const [{ id: eventId }] = await platform.db.query<{ id: string }>(
      "SELECT id FROM events WHERE state = 'live' ORDER BY id LIMIT 1",
    );
    const [{ newest }] = await platform.db.query<{ newest: string }>('SELECT max(id) AS newest FROM live_change_log');
    for (let i = 0; i < 3; i++) await tick();
    const stream = await openStream(`${peerOrigin}/xapi/live/stream?eventIds=${eventId}&lastEventId=${newest}`);
    await stream.until((messages) => messages.length > 0);
    await stream.close();
    for (const message of stream.messages) {
      assert.ok(Number(message.id) > Number(newest));
      for (const change of JSON.parse(message.data)) assert.equal(String(change.eid ?? change.eids), String(eventId));
    }
  });

  it('tells a client too far behind, or with an id it cannot know, to resync, with the id to go on from', async () => {
    await tick();
    const [{ newest }] = await platform.db.query<{ newest: string }>('SELECT max(id) AS newest FROM live_change_log');
    await platform.db.query("UPDATE live_change_log SET published_at = now() - interval '1 hour'");
    await trimReplayWindow(platform.db);
    const [{ kept }] = await platform.db.query<{ kept: string }>('SELECT count(*) AS kept FROM live_change_log');
    assert.equal(Number(kept), 1, 'the window keeps its newest message through a quiet spell');

    for (const lastEventId of ['1', '99999999999', 'not-a-number']) {
      const stream = await openStream(`${origin}/xapi/live/stream`, { 'last-event-id': lastEventId });
      await stream.until((messages) => messages.length > 0);
      await stream.close();
      assert.deepEqual(stream.messages[0], { id: String(newest), event: 'resync', data: '{}' }, lastEventId);
    }
    // Up to date: nothing to replay, and no resync.
    const current = await openStream(`${origin}/xapi/live/stream`, { 'last-event-id': String(newest) });
    await current.until((messages) => messages.length > 0, tick);
    await current.close();
    assert.ok(current.messages.every((m) => m.event === 'changes'));
  });

  it('beats on a quiet stream with a message the page hears, its id moved past the changes of events it does not follow', async () => {
    const beating = Fastify();
    await beating.register(liveStreamRoute(peerHub, peer, { heartbeatMs: 50 }));
    await beating.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = beating.server.address() as AddressInfo;
      const quiet = await openStream(`http://127.0.0.1:${port}/xapi/live/stream?eventIds=999999999`);
      await quiet.until((beats) => beats.length > 0, undefined, quiet.heartbeats);
      assert.equal(quiet.heartbeats[0].data, '{}');
      await quiet.until((beats) => beats.some((beat) => /^\d+$/.test(beat.id ?? '')), tick, quiet.heartbeats);
      await quiet.close();
      assert.deepEqual(quiet.messages, [], 'no change of an event it does not follow');
    } finally {
      await beating.close();
    }
  });
});
