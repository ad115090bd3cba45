import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Currency, Stream } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { CommonParams } from '../catalogue/queryParams';

export const CURRENCIES: Currency[] = [
  ['EUR', '€', 2], ['GBP', '£', 2], ['USD', '$', 2], ['KES', 'KSh', 2], ['GHS', 'GH₵', 2], ['PHP', '₱', 2],
  ['IDR', 'Rp', 0], ['INR', '₹', 2], ['KRW', '₩', 0], ['MYR', 'RM', 2], ['PLN', 'zł', 2], ['TRY', '₺', 2],
  ['CNY', '¥', 2], ['RUB', '₽', 2], ['THB', '฿', 2], ['VND', '₫', 0], ['LAK', '₭', 0], ['MMK', 'K', 0],
  ['KHR', '៛', 0], ['JPY', '¥', 0], ['BRL', 'R$', 2], ['USDT', '₮', 2], ['MBTC', 'mBTC', 4],
].map(([isoCode, symbol, precision], index) => ({ id: index + 1, isoCode: isoCode as string, symbol: symbol as string, precision: precision as number }));

const Common = Type.Object(CommonParams, { additionalProperties: false });

/** Stream restrictions per sport feed: allowed where listed, otherwise blocked where listed (spec 2 section 5). */
const STREAM_RULES: Record<string, Pick<Stream, 'allowed_countries' | 'blocked_countries' | 'provider'>> = {
  FOOT: { provider: 'perform_desktop', blocked_countries: ['US', 'FR'] },
  TENN: { provider: 'perform_v2', allowed_countries: ['GB', 'DE', 'ES', 'IT', 'KE'] },
  CSGO: { provider: 'oddin' },
  LOLS: { provider: 'oddin' },
  BASK: { provider: 'betgenius_v3', blocked_countries: ['US'] },
};

export function streamAllowed(stream: Pick<Stream, 'allowed_countries' | 'blocked_countries'>, country: string): boolean {
  if (stream.allowed_countries) return stream.allowed_countries.includes(country);
  return !(stream.blocked_countries ?? []).includes(country);
}

/** The country a request comes from: the geo header a CDN adds, else the platform's home market. */
const countryOf = (headers: Record<string, unknown>) => (typeof headers['x-geo-country'] === 'string' ? headers['x-geo-country'].toUpperCase() : 'GB');

export function referenceDataRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/xapi/rest/currencies', { schema: { querystring: Common } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=900');
      return CURRENCIES;
    });

    const geo = async (request: { headers: Record<string, unknown>; ip: string }) => ({ countryCode: countryOf(request.headers), ip: request.ip });
    app.get('/api/geo_data', { schema: { querystring: Common } }, geo);
    app.get('/api/v2/geo_data', { schema: { querystring: Common } }, geo);

    app.get(
      '/api/video_streams',
      { schema: { querystring: Type.Object({ ...CommonParams, eventIds: Type.Optional(Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,199}$' })) }, { additionalProperties: false }) } },
      async (request) => {
        const { eventIds } = request.query as { eventIds?: string };
        const rows = await db.query<{ id: string; sport_code: string }>(
          `SELECT id, sport_code FROM events WHERE live_streaming AND state IN ('prematch', 'live') AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[])) ORDER BY event_date LIMIT 200`,
          [eventIds ? eventIds.split(',').map(Number) : null],
        );
        const country = countryOf(request.headers);
        return rows
          .filter((row) => STREAM_RULES[row.sport_code])
          .map((row) => ({ stream_id: `s${row.id}`, eventId: Number(row.id), betradar_id: `sr:match:${row.id}`, ...STREAM_RULES[row.sport_code] }))
          .map((stream) => ({ ...stream, available: streamAllowed(stream, country) }));
      },
    );

    app.get('/api/video_streams/betradar_esports_schedule', { schema: { querystring: Common } }, async (_request, reply) => {
      const rows = await db.query<{ id: string; name: string; event_date: Date }>(
        `SELECT id, name, event_date FROM events WHERE sport_code IN ('CSGO', 'LOLS') AND state IN ('prematch', 'live') ORDER BY event_date LIMIT 50`,
      );
      reply.header('cache-control', 'public, max-age=6600');
      return rows.map((row) => ({ stream_id: `s${row.id}`, eventId: Number(row.id), name: row.name, start: new Date(row.event_date).toISOString() }));
    });

    app.get(
      '/api/video_streams/:id',
      { schema: { params: Type.Object({ id: Type.String({ pattern: '^s\\d{1,12}$' }) }), querystring: Common } },
      async (request) => {
        const { id } = request.params as { id: string };
        const [row] = await db.query<{ sport_code: string }>('SELECT sport_code FROM events WHERE id = $1 AND live_streaming', [Number(id.slice(1))]);
        const rules = row && STREAM_RULES[row.sport_code];
        if (!rules) throw new HttpError(404, `no stream ${id}`);
        if (!streamAllowed(rules, countryOf(request.headers))) throw new HttpError(403, 'streaming is not available in your country');
        // The player's bearer token goes where the URL says {stream_id}'s token belongs.
        return { stream_id: id, provider: rules.provider, url: `/api/video_streams/${id}/playlist.m3u8?token={token}` };
      },
    );
  };
}
