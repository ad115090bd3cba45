import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  loadCountryTables,
  parseConfigurationString,
  STREAM_IPS_KEY,
  streamAvailable,
  type Channel,
  type CountryTables,
  type Stream,
} from '@sportsbook/contracts';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { authenticate } from '../players/sessionService';
import { channelSettings, loadBrand, type BrandRow } from '../http/brand';
import { HttpError } from '../http/errors';
import { CommonParams } from '../catalogue/queryParams';
import { countryOf } from './referenceData';

/**
 * Streams are offered for the streaming sport codes of spec 2 section 10, each with its provider and the
 * countries it is licensed for: allowed where listed, otherwise blocked where listed (spec 2 section 5).
 */
export const STREAM_RULES: Record<string, Pick<Stream, 'allowed_countries' | 'blocked_countries' | 'provider'>> = {
  EFOT: { provider: 'perform_desktop', blocked_countries: ['US', 'FR'] },
  // This feed writes its countries in three-letter codes, as many do (compared through spec 1 section 9's tables).
  EBSK: { provider: 'betgenius_v3', allowed_countries: ['GBR', 'DEU', 'ESP', 'ITA', 'KEN', 'GHA'] },
  CSGO: { provider: 'oddin' },
  LOLS: { provider: 'oddin' },
  DOTA: { provider: 'oddin' },
  VICR: { provider: 'perform_v2', blocked_countries: ['US'] },
  ECRI: { provider: 'perform_v2', blocked_countries: ['US'] },
  VKBD: { provider: 'perform_mobile' },
};

function allowedIpsOf(brand: BrandRow, channel: Channel): string[] {
  const configuration = parseConfigurationString(channelSettings(brand, channel).location_configuration, () => undefined);
  return configuration[STREAM_IPS_KEY] ?? [];
}

/** One segment of the looped test card: its duration in seconds and its bytes, read once at start. */
interface LoopSegment {
  duration: number;
  bytes: Buffer;
}

/**
 * A stream refused for the viewer's country answers 451, not 403: the client logs a player out on a 403
 * (spec 1 section 7.1), and being abroad is no reason to lose the session.
 */
const UNAVAILABLE_FOR_LEGAL_REASONS = 451;

export const STREAM_ASSETS_DIR = path.resolve(__dirname, '../../assets/streams');

/** The test card every stream plays: the segments of the VOD playlist tooling/media/makeTestStream.sh wrote. */
function loadLoop(dir = STREAM_ASSETS_DIR): LoopSegment[] {
  const lines = readFileSync(path.join(dir, 'index.m3u8'), 'utf8')
    .split('\n')
    .map((line) => line.trim());
  const segments: LoopSegment[] = [];
  lines.forEach((line, index) => {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) segments.push({ duration: Number(extinf[1]), bytes: readFileSync(path.join(dir, lines[index + 1])) });
  });
  if (segments.length === 0) throw new Error(`no segments in ${dir}/index.m3u8`);
  return segments;
}

/** Segments a live playlist lists: 5 of 2 s, more than the three target durations a live playlist needs. */
export const LIVE_WINDOW = 5;

/**
 * A live playlist over the loop as if it had been playing since the stream went on air: the window slides with
 * the clock, the media sequence counts every segment since then, and each restart of the loop is a discontinuity
 * (its timestamps start again), counted by the discontinuity sequence once it has left the window. Counting from
 * the kick-off rather than the epoch keeps that count small: hls.js walks its per-discontinuity table up to it on
 * every reload, and at epoch-sized counts that freezes the page. The first window is there from the start.
 */
export function livePlaylist(loop: Pick<LoopSegment, 'duration'>[], onAirMs: number, uriOf: (index: number) => string): string {
  const loopSeconds = loop.reduce((sum, segment) => sum + segment.duration, 0);
  const onAir = Math.max(0, onAirMs) / 1000;
  const loops = Math.floor(onAir / loopSeconds);
  let elapsed = onAir - loops * loopSeconds;
  let complete = 0;
  while (complete < loop.length && loop[complete].duration <= elapsed) elapsed -= loop[complete++].duration;
  const latest = Math.max(loops * loop.length + complete - 1, LIVE_WINDOW - 1);
  const first = latest - LIVE_WINDOW + 1;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...loop.map((segment) => segment.duration)))}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first > 0 ? Math.floor((first - 1) / loop.length) : 0}`,
  ];
  for (let sequence = first; sequence <= latest; sequence++) {
    const index = sequence % loop.length;
    if (index === 0 && sequence > 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${loop[index].duration.toFixed(3)},`, uriOf(index));
  }
  return `${lines.join('\n')}\n`;
}

/** Seconds a segment token lives: the playlist hands out fresh ones every reload. */
export const SEGMENT_TOKEN_TTL_S = 120;

/** A short-lived token for the segments of one stream: expiry and an HMAC of stream and expiry, nothing to look up. */
export function segmentToken(keys: SessionKeys, streamId: string, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + SEGMENT_TOKEN_TTL_S;
  return `${expires}.${segmentSignature(keys, streamId, expires)}`;
}

// The session signing key, under a prefix of its own: a segment signature can never pass for anything else.
function segmentSignature(keys: SessionKeys, streamId: string, expires: number): string {
  return createHmac('sha256', keys.sign).update(`stream-segment:${streamId}:${expires}`).digest('base64url');
}

export function segmentTokenValid(keys: SessionKeys, streamId: string, token: string, nowMs: number): boolean {
  const [expires, signature] = token.split('.');
  if (Number(expires) * 1000 < nowMs) return false;
  const expected = Buffer.from(segmentSignature(keys, streamId, Number(expires)));
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const Common = Type.Object(CommonParams, { additionalProperties: false });
const StreamId = Type.String({ pattern: '^s\\d{1,12}$', description: 'stream id: s and the event id' });
const StreamParams = Type.Object({ id: StreamId });
const PlaylistQuery = Type.Object(
  // The player's session token (a compact JWE), where the stream URL's {token} placeholder was.
  { token: Type.Optional(Type.String({ maxLength: 4096, pattern: '^[A-Za-z0-9_.-]+$' })) },
  { additionalProperties: false },
);
const SegmentParams = Type.Object({
  id: StreamId,
  segment: Type.String({ pattern: '^\\d{1,3}\\.ts$', description: 'segment file, e.g. 0.ts' }),
});
const SegmentQuery = Type.Object(
  { token: Type.Optional(Type.String({ pattern: '^\\d{1,12}\\.[A-Za-z0-9_-]{43}$' })) },
  { additionalProperties: false },
);

/**
 * Video streams (spec 2 section 7): the list with each stream's restrictions, the esports schedule, the URL of a
 * stream, and the stream itself, a live HLS playlist over the committed test card.
 */
export function videoStreamRoutes(db: Database, keys: SessionKeys) {
  const loop = loadLoop();

  /** A stream's rules; with onAir, only while its event is live. */
  async function streamOf(id: string, { onAir }: { onAir: boolean }) {
    const [row] = await db.query<{ sport_code: string; state: string; event_date: Date }>(
      'SELECT sport_code, state, event_date FROM events WHERE id = $1 AND live_streaming',
      [Number(id.slice(1))],
    );
    const rules = row && STREAM_RULES[row.sport_code];
    if (!rules) throw new HttpError(404, `no stream ${id}`);
    if (onAir && row.state !== 'live') throw new HttpError(404, `stream ${id} is not on air`);
    return { rules, onAirSince: new Date(row.event_date).getTime() };
  }

  let countries: CountryTables;
  const clientOf = (request: FastifyRequest, brand: BrandRow, channel: Channel) => ({
    country: countryOf(request.headers),
    clientIp: request.ip,
    allowedIps: allowedIpsOf(brand, channel),
    countries,
  });
  const channelOf = (request: FastifyRequest): Channel => ((request.query as { mc?: string }).mc === 'mobile' ? 'mobile' : 'web');

  return async (app: FastifyInstance) => {
    countries = await loadCountryTables();
    app.get(
      '/api/video_streams',
      {
        schema: {
          querystring: Type.Object(
            { ...CommonParams, eventIds: Type.Optional(Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,199}$' })) },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => {
        const { eventIds } = request.query as { eventIds?: string };
        const rows = await db.query<{ id: string; sport_code: string }>(
          `SELECT id, sport_code FROM events WHERE live_streaming AND state IN ('prematch', 'live') AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[])) ORDER BY event_date LIMIT 200`,
          [eventIds ? eventIds.split(',').map(Number) : null],
        );
        const client = clientOf(request, await loadBrand(db, request), channelOf(request));
        return rows
          .filter((row) => STREAM_RULES[row.sport_code])
          .map((row) => ({
            stream_id: `s${row.id}`,
            eventId: Number(row.id),
            betradar_id: `sr:match:${row.id}`,
            ...STREAM_RULES[row.sport_code],
          }))
          .map((stream) => ({ ...stream, available: streamAvailable(stream, client) }));
      },
    );

    app.get('/api/video_streams/betradar_esports_schedule', { schema: { querystring: Common } }, async (_request, reply) => {
      const rows = await db.query<{ id: string; name: string; event_date: Date }>(
        `SELECT id, name, event_date FROM events WHERE sport_code IN ('CSGO', 'LOLS', 'DOTA') AND state IN ('prematch', 'live') ORDER BY event_date LIMIT 50`,
      );
      reply.header('cache-control', 'public, max-age=6600');
      return rows.map((row) => ({
        stream_id: `s${row.id}`,
        eventId: Number(row.id),
        name: row.name,
        start: new Date(row.event_date).toISOString(),
      }));
    });

    app.get('/api/video_streams/:id', { schema: { params: StreamParams, querystring: Common } }, async (request) => {
      const { id } = request.params as { id: string };
      const { rules } = await streamOf(id, { onAir: false });
      if (!streamAvailable(rules, clientOf(request, await loadBrand(db, request), channelOf(request))))
        throw new HttpError(UNAVAILABLE_FOR_LEGAL_REASONS, 'streaming is not available in your country');
      // The player's bearer token goes where the URL says {token}.
      return { stream_id: id, provider: rules.provider, url: `/api/video_streams/${id}/playlist.m3u8?token={token}` };
    });

    app.get(
      '/api/video_streams/:id/playlist.m3u8',
      { schema: { params: StreamParams, querystring: PlaylistQuery } },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const { player } = await authenticate(db, keys, (request.query as { token?: string }).token);
        const { rules, onAirSince } = await streamOf(id, { onAir: true });
        // The media has no brand parameter: the player's own brand says which IPs may watch from anywhere.
        const [brand] = await db.query<BrandRow>(
          'SELECT id, name, settings_web, settings_mobile, tabs, content FROM brands WHERE id = $1',
          [player.brand],
        );
        if (!streamAvailable(rules, clientOf(request, brand, 'web')))
          throw new HttpError(UNAVAILABLE_FOR_LEGAL_REASONS, 'streaming is not available in your country');
        const at = Date.now();
        const token = segmentToken(keys, id, at);
        reply.header('content-type', 'application/vnd.apple.mpegurl').header('cache-control', 'no-cache');
        return livePlaylist(loop, at - onAirSince, (index) => `segments/${index}.ts?token=${token}`);
      },
    );

    app.get(
      '/api/video_streams/:id/segments/:segment',
      { schema: { params: SegmentParams, querystring: SegmentQuery } },
      async (request, reply) => {
        const { id, segment } = request.params as { id: string; segment: string };
        const { token } = request.query as { token?: string };
        if (!token || !segmentTokenValid(keys, id, token, Date.now()))
          throw new HttpError(401, 'the segment token is missing, invalid or expired');
        const file = loop[Number.parseInt(segment, 10)];
        if (!file) throw new HttpError(404, `no segment ${segment}`);
        reply.header('content-type', 'video/mp2t').header('cache-control', `private, max-age=${SEGMENT_TOKEN_TTL_S}`);
        return file.bytes;
      },
    );
  };
}
