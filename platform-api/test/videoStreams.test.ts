import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestPlatform } from './harness';
import { verifySessionToken } from '../src/auth/sessionTokens';
import { revokeSession } from '../src/players/sessionService';
import { LIVE_WINDOW, livePlaylist } from '../src/streams/livePlaylist';
import { STREAM_ASSETS_DIR } from '../src/streams/testCard';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

describe('video streams', () => {
  let platform: Platform;
  let token: string;
  /** A live esports-football stream (blocked in US and FR) and a live esports-basketball one (allowed in a list). */
  let football: string;
  let basketball: string;
  let prematch: string;

  before(async () => {
    platform = await startTestPlatform();
    await platform.simulator.advance(0);
    const pick = async (sport: string, state: string) => {
      const [row] = await platform.db.query<{ id: string }>(
        `UPDATE events SET live_streaming = true, state = $2 WHERE id = (SELECT id FROM events WHERE sport_code = $1 AND NOT is_outright AND state = 'prematch' ORDER BY id LIMIT 1) RETURNING id`,
        [sport, state],
      );
      return `s${row.id}`;
    };
    football = await pick('EFOT', 'live');
    basketball = await pick('EBSK', 'live');
    prematch = await pick('CSGO', 'prematch');
    const login = await platform.app.inject({
      method: 'POST',
      url: '/xapi/icore/players/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    token = login.json().jwe_token;
  });
  after(async () => platform.close());

  /** A request through the deployment's proxy (on this machine), which names the browser's address and country. */
  const get = (url: string, headers: Record<string, string> = {}, clientAddress?: string) =>
    platform.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}) },
    });
  const playlistUrl = (id: string, withToken = token) => `/api/video_streams/${id}/playlist.m3u8?token=${withToken}`;
  const allowIps = (ips: string) =>
    platform.db.query(
      `UPDATE brands SET settings_web = settings_web || jsonb_build_object('location_configuration', $1::text) WHERE id = 'classic'`,
      [`stream_allowed_ips=${ips}`],
    );

  it('allows a stream where its country is allowed, else where it is not blocked', async () => {
    const available = async (id: string, country: string) => {
      const list = (await get(`/api/video_streams?eventIds=${id.slice(1)}`, { 'x-geo-country': country })).json();
      return list[0].available as boolean;
    };
    assert.deepEqual(
      [
        await available(football, 'GB'),
        await available(football, 'us'),
        await available(football, 'FR'),
        await available(football, 'KE'),
      ],
      [true, false, false, true],
    );
    assert.deepEqual(
      [await available(basketball, 'KE'), await available(basketball, 'GB'), await available(basketball, 'US')],
      [true, true, false],
    );
    const [stream] = (await get(`/api/video_streams?eventIds=${basketball.slice(1)}`)).json();
    assert.deepEqual(stream.allowed_countries, ['GBR', 'DEU', 'ESP', 'ITA', 'KEN', 'GHA']);
    assert.equal(stream.provider, 'betgenius_v3');

    assert.equal((await get(`/api/video_streams/${football}`, { 'x-geo-country': 'US' })).statusCode, 451);
    const url = await get(`/api/video_streams/${football}`, { 'x-geo-country': 'GB' });
    assert.deepEqual(url.json(), {
      stream_id: football,
      provider: 'perform_desktop',
      url: `/api/video_streams/${football}/playlist.m3u8?token={token}`,
    });
    assert.equal((await get(playlistUrl(football), { 'x-geo-country': 'US' })).statusCode, 451);
    assert.equal((await get(playlistUrl(basketball), { 'x-geo-country': 'US' })).statusCode, 451);
    assert.equal((await get(playlistUrl(basketball), { 'x-geo-country': 'KE' })).statusCode, 200);
  });

  it('lets a client IP of the brand allow-list stream where its country is blocked', async () => {
    await allowIps('10.9.8.7,10.9.8.8');
    try {
      const us = { 'x-geo-country': 'US' };
      const [listed] = (await get(`/api/video_streams?eventIds=${football.slice(1)}`, us, '10.9.8.8')).json();
      assert.equal(listed.available, true);
      assert.equal((await get(`/api/video_streams/${football}`, us, '10.9.8.7')).statusCode, 200);
      assert.equal((await get(playlistUrl(football), us, '10.9.8.7')).statusCode, 200);
      assert.equal((await get(`/api/video_streams/${football}`, us, '10.9.8.9')).statusCode, 451);
      assert.equal((await get(playlistUrl(football), us, '10.9.8.9')).statusCode, 451);
    } finally {
      await allowIps('');
    }
  });

  it('answers 401 without a valid session token, 400 on malformed input, 404 off air', async () => {
    assert.equal((await get(`/api/video_streams/${football}/playlist.m3u8`)).statusCode, 401);
    assert.equal((await get(playlistUrl(football, 'a.b.c.d.e'))).statusCode, 401);
    assert.equal((await get(playlistUrl(football, 'not<a>token'))).statusCode, 400);
    assert.equal((await get(`${playlistUrl(football)}&extra=1`)).statusCode, 400);
    assert.equal((await get(`/api/video_streams/x1/playlist.m3u8?token=${token}`)).statusCode, 400);
    assert.equal((await get(playlistUrl('s999999999'))).statusCode, 404);
    const offAir = await get(playlistUrl(prematch));
    assert.equal(offAir.statusCode, 404);
    assert.match(offAir.json().message, /not on air/);
  });

  it('serves a live playlist of 2-second segments carrying a segment token', async () => {
    const response = await get(playlistUrl(football));
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/vnd.apple.mpegurl');
    assert.equal(response.headers['cache-control'], 'no-cache');
    const lines = response.body.trim().split('\n');
    assert.equal(lines[0], '#EXTM3U');
    assert.ok(lines.includes('#EXT-X-TARGETDURATION:2'));
    assert.ok(!lines.includes('#EXT-X-ENDLIST'), 'a live playlist has no end');
    assert.match(
      lines.find((line) => line.startsWith('#EXT-X-MEDIA-SEQUENCE:'))!,
      /^#EXT-X-MEDIA-SEQUENCE:\d+$/,
    );
    assert.equal(lines.filter((line) => line === '#EXTINF:2.000,').length, LIVE_WINDOW);
    const uris = lines.filter((line) => !line.startsWith('#'));
    assert.equal(uris.length, LIVE_WINDOW);
    for (const uri of uris) assert.match(uri, /^segments\/[0-3]\.ts\?token=\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('slides the window with the clock, marking each restart of the loop as a discontinuity', () => {
    const loop = [2, 2, 2, 2].map((duration) => ({ duration }));
    const at = (ms: number) =>
      livePlaylist(loop, ms, (index) => `${index}.ts`)
        .trim()
        .split('\n');
    // On air for 100 loops of 8 s and 5 s more: segments 0 to 401 are complete, 402 is still being made.
    const early = at(805_000);
    assert.ok(early.includes('#EXT-X-MEDIA-SEQUENCE:397'));
    assert.ok(early.includes('#EXT-X-DISCONTINUITY-SEQUENCE:99'));
    assert.deepEqual(
      early.filter((line) => !line.startsWith('#')),
      ['1.ts', '2.ts', '3.ts', '0.ts', '1.ts'],
    );
    assert.equal(early[early.indexOf('0.ts') - 2], '#EXT-X-DISCONTINUITY');
    const later = at(809_000);
    assert.ok(later.includes('#EXT-X-MEDIA-SEQUENCE:399'));
    assert.ok(later.includes('#EXT-X-DISCONTINUITY-SEQUENCE:99'));
    assert.deepEqual(
      later.filter((line) => !line.startsWith('#')),
      ['3.ts', '0.ts', '1.ts', '2.ts', '3.ts'],
    );
    const past = at(819_000);
    assert.ok(past.includes('#EXT-X-MEDIA-SEQUENCE:404'));
    assert.ok(past.includes('#EXT-X-DISCONTINUITY-SEQUENCE:100'), 'the restart at 400 has left the window');
  });

  it('counts from the kick-off, with the first window there from the start', () => {
    const loop = [2, 2, 2, 2].map((duration) => ({ duration }));
    for (const onAir of [-60_000, 0, 11_999]) {
      const lines = livePlaylist(loop, onAir, (index) => `${index}.ts`)
        .trim()
        .split('\n');
      assert.ok(lines.includes('#EXT-X-MEDIA-SEQUENCE:0') && lines.includes('#EXT-X-DISCONTINUITY-SEQUENCE:0'), `at ${onAir} ms`);
      assert.deepEqual(
        lines.slice(5).filter((line) => !line.startsWith('#EXTINF')),
        ['0.ts', '1.ts', '2.ts', '3.ts', '#EXT-X-DISCONTINUITY', '0.ts'],
      );
    }
    // Segment 5 is complete 12 s after the kick-off: the window moves on.
    assert.ok(livePlaylist(loop, 12_000, String).includes('#EXT-X-MEDIA-SEQUENCE:1'));
  });

  it('serves a segment as MPEG-TS to the holder of its token only', async () => {
    const playlist = (await get(playlistUrl(football))).body;
    const uri = playlist.split('\n').find((line) => line.startsWith('segments/'))!;
    const segment = await get(`/api/video_streams/${football}/${uri}`);
    assert.equal(segment.statusCode, 200);
    assert.equal(segment.headers['content-type'], 'video/mp2t');
    const file = readFileSync(path.join(STREAM_ASSETS_DIR, `${uri.slice('segments/'.length, uri.indexOf('.ts'))}.mpegts`));
    assert.equal(segment.rawPayload.length, file.length);
    assert.equal(segment.rawPayload[0], 0x47, 'an MPEG-TS packet starts with the sync byte');
    const segmentToken = uri.split('token=')[1];
    assert.equal((await get(`/api/video_streams/${football}/segments/0.ts`)).statusCode, 401);
    assert.equal(
      (await get(`/api/video_streams/${basketball}/segments/0.ts?token=${segmentToken}`)).statusCode,
      401,
      'scoped to its stream',
    );
    const [expires] = segmentToken.split('.');
    assert.equal(
      (await get(`/api/video_streams/${football}/segments/0.ts?token=${Number(expires) + 60}.${segmentToken.split('.')[1]}`))
        .statusCode,
      401,
    );
    assert.equal((await get(`/api/video_streams/${football}/segments/9.ts?token=${segmentToken}`)).statusCode, 404);
    assert.equal((await get(`/api/video_streams/${football}/segments/..%2Findex.m3u8?token=${segmentToken}`)).statusCode, 400);
  });

  it('stops serving the playlist once the session is logged out', async () => {
    const login = await platform.app.inject({
      method: 'POST',
      url: '/xapi/icore/players/login',
      payload: { username: 'demo', password: 'demo1234' },
    });
    const own = login.json().jwe_token as string;
    assert.equal((await get(playlistUrl(football, own))).statusCode, 200);
    const { sid } = await verifySessionToken(platform.keys, own);
    await revokeSession(platform.db, sid!, 'logout');
    assert.equal((await get(playlistUrl(football, own))).statusCode, 401);
  });

  it('answers the esports stream schedule soonest first, kept 6600 s by whoever caches it (spec 1 section 9)', async () => {
    const answer = await get('/api/video_streams/betradar_esports_schedule');
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['cache-control'], 'public, max-age=6600');
    const schedule = answer.json() as { stream_id: string; eventId: number; name: string; start: string }[];
    assert.ok(schedule.length > 0 && schedule.length <= 50);
    const starts = schedule.map((entry) => Date.parse(entry.start));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    assert.ok(schedule.every((entry) => entry.stream_id === `s${entry.eventId}`));
  });
});
