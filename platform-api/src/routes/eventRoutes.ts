import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import {
  CommonParams,
  EventsParams,
  eventQuery,
  marketQuery,
  MarketParams,
  type EventsParamsType,
} from '../catalogue/queryParams';
import { findEvent, findEvents, findMarkets } from '../catalogue/readModel';
import { MicroCache } from '../http/microCache';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const SingleParams = Type.Object({ ...CommonParams, ...MarketParams }, { additionalProperties: false });
const LIST_PAGE_SIZE = 20;
const LIVE_PAGE_SIZE = 50;
/** Lists are at most this far behind the live stream. */
export const READ_TTL_MS = 1000;

/** The event and market reads of spec 2 section 7. */
export function eventRoutes(db: Database, ttlMs = READ_TTL_MS, cache = new MicroCache()) {
  return async (app: FastifyInstance) => {
    // Identical reads within a second share one query; the key is the path with its query string.
    const cached = <T>(url: string, compute: () => Promise<T>) => (ttlMs > 0 ? cache.get(url, ttlMs, compute) : compute());

    app.get('/xapi/rest/events', { schema: { querystring: EventsParams } }, async (request) =>
      cached(request.url, () => findEvents(db, eventQuery(request.query as EventsParamsType, { pageSize: LIST_PAGE_SIZE }))),
    );

    // The long form: a query over 2000 characters arrives as POST ?hash=... with the GET's parameters as a
    // JSON body, lists as arrays (the client's own params object) or comma-joined as in the query string.
    app.post(
      '/xapi/rest/events',
      {
        schema: {
          querystring: Type.Object(
            { ...CommonParams, hash: Type.String({ pattern: '^[0-9a-f]{8}$' }) },
            { additionalProperties: false },
          ),
          body: EventsParams,
        },
        preValidation: async (request) => {
          request.body = joinLists(request.body);
        },
      },
      async (request) => findEvents(db, eventQuery(request.body as EventsParamsType, { pageSize: LIST_PAGE_SIZE })),
    );

    app.get('/xapi/rest/events/:id', { schema: { params: IdParams, querystring: SingleParams } }, async (request) => {
      const { id } = request.params as { id: number };
      const event = await cached(request.url, () =>
        findEvent(db, id, eventPageMarkets(request.query as Record<string, unknown>)),
      );
      if (!event) throw new HttpError(404, `no event ${id}`);
      return event;
    });

    app.get('/xapi/rest/markets/:id', { schema: { params: IdParams, querystring: SingleParams } }, async (request) => {
      const { id } = request.params as { id: number };
      const query = {
        ...marketQuery(request.query as Record<string, unknown>),
        statuses: ['open', 'suspended', 'lts', 'closed'],
      };
      const [market] = [...(await findMarkets(db, [], query, [id])).values()].flat();
      if (!market) throw new HttpError(404, `no market ${id}`);
      return market;
    });

    app.get('/xapi/rest/live/events', { schema: { querystring: EventsParams } }, async (request) =>
      cached(request.url, () =>
        findEvents(
          db,
          eventQuery({ ...(request.query as EventsParamsType), live: true }, { pageSize: LIVE_PAGE_SIZE, live: true }),
        ),
      ),
    );

    /** The live page: live events by sport, with their main markets. */
    app.get('/xapi/marketdata/v1/livepage', { schema: { querystring: EventsParams } }, async (request) => {
      const page = await cached(request.url, () =>
        findEvents(db, eventQuery({ ...(request.query as EventsParamsType), live: true }, { pageSize: 100, live: true })),
      );
      const sports = new Map<
        string,
        { sportCode: string; description: string; eventPathId: number; events: typeof page.events }
      >();
      for (const event of page.events) {
        const sport = sports.get(event.sportCode) ?? {
          sportCode: event.sportCode,
          description: event.eventPaths[0].description,
          eventPathId: event.eventPaths[0].id,
          events: [],
        };
        sport.events.push(event);
        sports.set(event.sportCode, sport);
      }
      return { total: page.total, sports: [...sports.values()] };
    });

    app.get('/xapi/marketdata/v1/livepage/:id', { schema: { params: IdParams, querystring: EventsParams } }, async (request) => {
      const { id } = request.params as { id: number };
      return cached(request.url, () =>
        findEvents(
          db,
          eventQuery(
            { ...(request.query as EventsParamsType), live: true, eventPathIds: String(id) },
            { pageSize: LIVE_PAGE_SIZE, live: true },
          ),
        ),
      );
    });

    app.get(
      '/xapi/marketdata/v1/livepage/markets/:id',
      { schema: { params: IdParams, querystring: SingleParams } },
      async (request) => {
        const { id } = request.params as { id: number };
        const event = await findEvent(db, id, eventPageMarkets(request.query as Record<string, unknown>, true));
        if (!event) throw new HttpError(404, `no event ${id}`);
        return { eventId: id, markets: event.markets ?? [] };
      },
    );
  };
}

/** A JSON body's arrays joined by commas, as the query string carries them; anything else is left to the schema. */
function joinLists(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string') ? value.join(',') : value,
    ]),
  );
}

/** An event page shows every line of a market type (up to 50) unless the request asks for fewer. */
function eventPageMarkets(query: Record<string, unknown>, live?: boolean) {
  return { ...marketQuery(query, live), maxMarketsPerMarketType: (query.maxMarketsPerMarketType as number | undefined) ?? 50 };
}
