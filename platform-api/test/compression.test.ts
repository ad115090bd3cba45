import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EventsPage } from '@sportsbook/contracts';
import { startTestPlatform } from './harness';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe('answers compressed on the wire', () => {
  let platform: Platform;
  before(async () => {
    platform = await startTestPlatform({ simulator: { speed: 60, liveTarget: 24 } });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const get = (url: string, encoding: string) =>
    platform.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends an event list as brotli to a browser that accepts it, a fraction of its JSON size', async () => {
    const response = await get('/xapi/rest/events?sportCode=FOOT&live=false', 'gzip, deflate, br');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /accept-encoding/i);
    const json = brotliDecompressSync(response.rawPayload).toString('utf8');
    assert.ok((JSON.parse(json) as EventsPage).events.length > 0);
    assert.ok(
      response.rawPayload.length * 5 < json.length,
      `${response.rawPayload.length} bytes for ${json.length} bytes of JSON`,
    );
  });

  it('falls back to gzip, and to plain JSON for a client that accepts neither', async () => {
    const gzip = await get('/xapi/rest/events?sportCode=FOOT&live=false', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok((JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')) as EventsPage).events.length > 0);
    const plain = await get('/xapi/rest/events?sportCode=FOOT&live=false', 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok((plain.json() as EventsPage).events.length > 0);
  });

  it('leaves answers under 1 KB as they are: compressing them costs more than it saves', async () => {
    const response = await get('/health', 'br');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.statusCode, 200);
  });
});
