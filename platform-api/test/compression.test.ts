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

describe('answers kept ready, compressed once', () => {
  let platform: Platform;
  before(async () => {
    platform = await startTestPlatform({ readCacheMs: 60_000, simulator: { speed: 60, liveTarget: 24 } });
    await platform.simulator.advance(1);
  });
  after(async () => platform.close());

  const get = (url: string, encoding: string) =>
    platform.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const withoutDate = ({ date: _date, ...headers }: Record<string, unknown>) => headers;

  it('sends an event list in brotli, gzip or plain JSON, the same JSON each time, with the same headers on a hit', async () => {
    const url = '/xapi/rest/events?sportCode=FOOT&live=false';
    const br = await get(url, 'gzip, deflate, br');
    const gzip = await get(url, 'gzip');
    const plain = await get(url, 'identity');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(plain.headers['content-encoding'], undefined);
    const json = plain.body;
    assert.ok((JSON.parse(json) as EventsPage).events.length > 0);
    assert.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), json);
    assert.equal(gunzipSync(gzip.rawPayload).toString('utf8'), json);
    const again = await get(url, 'gzip, deflate, br');
    assert.deepEqual(withoutDate(again.headers), withoutDate(br.headers));
    assert.deepEqual(again.rawPayload, br.rawPayload);
  });

  it("keeps a brand's settings per brand header, and never serves them to a player's request", async () => {
    const url = '/api/all_cached_settings?cached=true';
    const classic = await platform.app.inject({ method: 'GET', url, headers: { brand: 'classic' } });
    const nova = await platform.app.inject({ method: 'GET', url, headers: { brand: 'nova' } });
    assert.equal(classic.statusCode, 200);
    assert.equal(nova.statusCode, 200);
    assert.notEqual(classic.body, nova.body);
    const size = platform.answers.size;
    const player = await platform.app.inject({ method: 'GET', url, headers: { brand: 'classic', authorization: 'Bearer x' } });
    assert.equal(player.body, classic.body);
    assert.equal(platform.answers.size, size);
  });
});
