import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CommonQuery,
  PlaylistQuery,
  SegmentParams,
  SegmentQuery,
  VideoStreamParams,
  VideoStreamsQuery,
} from '@sportsbook/contracts/wire';
import type { Channel } from '@sportsbook/contracts';
import type { CountryTables } from '@sportsbook/domain';
import { loadCountryTables, streamAvailable } from '@sportsbook/domain';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { authenticate } from '../players/sessionService';
import { loadBrand, type BrandRow } from '../http/brand';
import { countryOf } from '../http/country';
import { HttpError } from '../http/errors';
import { allowedIpsOf } from '../streams/streamRules';
import { loadLoop } from '../streams/testCard';
import { livePlaylist } from '../streams/livePlaylist';
import { SEGMENT_TOKEN_TTL_S, segmentToken, segmentTokenValid } from '../streams/segmentTokens';
import { brandOfPlayer, esportsSchedule, listedStreams, streamOf } from '../streams/streamRepo';

/**
 * A stream refused for the viewer's country answers 451, not 403: the client logs a player out on a 403
 * (spec 1 section 7.1), and being abroad is no reason to lose the session.
 */
const UNAVAILABLE_FOR_LEGAL_REASONS = 451;

/**
 * Video streams (spec 2 section 7): the list with each stream's restrictions, the esports schedule, the URL of a
 * stream, and the stream itself, a live HLS playlist over the committed test card.
 */
export function videoStreamRoutes(db: Database, keys: SessionKeys) {
  const loop = loadLoop();

  let countries: CountryTables;
  const clientOf = (request: FastifyRequest, brand: BrandRow, channel: Channel) => ({
    country: countryOf(request.headers),
    clientIp: request.ip,
    allowedIps: allowedIpsOf(brand, channel),
    countries,
  });
  const channelOf = (query: { mc?: string }): Channel => (query.mc === 'mobile' ? 'mobile' : 'web');

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    countries = await loadCountryTables();

    app.get('/api/video_streams', { schema: { querystring: VideoStreamsQuery } }, async (request) => {
      const { eventIds } = request.query;
      const streams = await listedStreams(db, eventIds ? eventIds.split(',').map(Number) : null);
      const client = clientOf(request, await loadBrand(db, request), channelOf(request.query));
      return streams.map((stream) => ({ ...stream, available: streamAvailable(stream, client) }));
    });

    app.get('/api/video_streams/betradar_esports_schedule', { schema: { querystring: CommonQuery } }, async (_request, reply) => {
      const schedule = await esportsSchedule(db);
      reply.header('cache-control', 'public, max-age=6600');
      return schedule;
    });

    app.get('/api/video_streams/:id', { schema: { params: VideoStreamParams, querystring: CommonQuery } }, async (request) => {
      const { id } = request.params;
      const { rules } = await streamOf(db, id, { onAir: false });
      if (!streamAvailable(rules, clientOf(request, await loadBrand(db, request), channelOf(request.query))))
        throw new HttpError(UNAVAILABLE_FOR_LEGAL_REASONS, 'streaming is not available in your country');
      // The player's bearer token goes where the URL says {token}.
      return { stream_id: id, provider: rules.provider, url: `/api/video_streams/${id}/playlist.m3u8?token={token}` };
    });

    app.get(
      '/api/video_streams/:id/playlist.m3u8',
      { schema: { params: VideoStreamParams, querystring: PlaylistQuery } },
      async (request, reply) => {
        const { id } = request.params;
        const { player } = await authenticate(db, keys, request.query.token);
        const { rules, onAirSince } = await streamOf(db, id, { onAir: true });
        if (!streamAvailable(rules, clientOf(request, await brandOfPlayer(db, player.brand), 'web')))
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
        const { id, segment } = request.params;
        const { token } = request.query;
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
