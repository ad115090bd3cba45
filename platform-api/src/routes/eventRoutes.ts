import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EventIdParams, EventPageQuery, EventsParams, HashedEventsQuery, PathIdParams } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { eventPageMarkets, eventQuery, marketQuery } from '../catalogue/queryParams';
import { findEvent, findEvents } from '../catalogue/readModel';
import { findMarkets } from '../catalogue/marketReads';
import { livePageBySport } from '../catalogue/livePage';
import { brandIdOf, brandTag } from '../http/brand';
import { MARKET_STATUS_TAG } from '../trading/feedStopNotice';
import { namesOf } from '../catalogue/names/requestNames';
import { translateEvent, translateEventsPage, translateMarket } from '../catalogue/names/translateAnswers';

const LIST_PAGE_SIZE = 20;
const LIVE_PAGE_SIZE = 50;
/** Lists are at most this far behind the live stream. */
export const READ_TTL_MS = 1000;
/**
 * Identical reads within a second share one answer, kept ready (serialised and compressed) for everyone asking
 * the same URL and brand: the URL carries the language (`l=`), the brand header its overrides of the names.
 * Live changes still reach players at once through the change stream; a feed's stop or restart drops them.
 */
const config = {
  readyAnswer: {
    ttlMs: READ_TTL_MS,
    vary: ['brand'],
    tags: (request: FastifyRequest) => [brandTag(brandIdOf(request)), MARKET_STATUS_TAG],
  },
};

/** The event and market reads of spec 2 section 7. */
export function eventRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get('/xapi/rest/events', { config, schema: { querystring: EventsParams } }, async (request) =>
      translateEventsPage(
        await findEvents(db, eventQuery(request.query, { pageSize: LIST_PAGE_SIZE })),
        await namesOf(db, request),
      ),
    );

    // The long form: a query over 2000 characters arrives as POST ?hash=... with the GET's parameters as a
    // JSON body, lists as arrays (the client's own params object) or comma-joined as in the query string.
    app.post(
      '/xapi/rest/events',
      {
        schema: {
          querystring: HashedEventsQuery,
          body: EventsParams,
        },
        preValidation: async (request) => {
          // Before validation the body is still the raw JSON; the schema checks what this hook leaves.
          joinLists(request.body);
        },
      },
      async (request) =>
        translateEventsPage(
          await findEvents(db, eventQuery(request.body, { pageSize: LIST_PAGE_SIZE })),
          await namesOf(db, request),
        ),
    );

    app.get(
      '/xapi/rest/events/:id',
      { config, schema: { params: EventIdParams, querystring: EventPageQuery } },
      async (request) => {
        const { id } = request.params;
        const event = await findEvent(db, id, eventPageMarkets(request.query));
        if (!event) throw new HttpError(404, `no event ${id}`);
        return translateEvent(event, await namesOf(db, request));
      },
    );

    app.get(
      '/xapi/rest/markets/:id',
      { config, schema: { params: EventIdParams, querystring: EventPageQuery } },
      async (request) => {
        const { id } = request.params;
        const query = {
          ...marketQuery(request.query),
          statuses: ['open', 'suspended', 'lts', 'closed'],
        };
        const [market] = [...(await findMarkets(db, [], query, [id])).values()].flat();
        if (!market) throw new HttpError(404, `no market ${id}`);
        return translateMarket(market, await namesOf(db, request));
      },
    );

    app.get('/xapi/rest/live/events', { config, schema: { querystring: EventsParams } }, async (request) =>
      translateEventsPage(
        await findEvents(db, eventQuery({ ...request.query, live: true }, { pageSize: LIVE_PAGE_SIZE, live: true })),
        await namesOf(db, request),
      ),
    );

    /** The live page: live events by sport, with their main markets. */
    app.get('/xapi/marketdata/v1/livepage', { config, schema: { querystring: EventsParams } }, async (request) => {
      const page = await findEvents(db, eventQuery({ ...request.query, live: true }, { pageSize: 100, live: true }));
      return livePageBySport(translateEventsPage(page, await namesOf(db, request)));
    });

    app.get(
      '/xapi/marketdata/v1/livepage/:id',
      { config, schema: { params: PathIdParams, querystring: EventsParams } },
      async (request) => {
        const { id } = request.params;
        const page = await findEvents(
          db,
          eventQuery({ ...request.query, live: true, eventPathIds: String(id) }, { pageSize: LIVE_PAGE_SIZE, live: true }),
        );
        return translateEventsPage(page, await namesOf(db, request));
      },
    );

    app.get(
      '/xapi/marketdata/v1/livepage/markets/:id',
      { config, schema: { params: EventIdParams, querystring: EventPageQuery } },
      async (request) => {
        const { id } = request.params;
        const event = await findEvent(db, id, eventPageMarkets(request.query, true));
        if (!event) throw new HttpError(404, `no event ${id}`);
        const names = await namesOf(db, request);
        return { eventId: id, markets: (event.markets ?? []).map((market) => translateMarket(market, names)) };
      },
    );
  };
}

/** Joins a JSON body's arrays by commas in place, as the query string carries them; anything else is left to the schema. */
function joinLists(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body))
    if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string'))
      Reflect.set(body, key, value.join(','));
}
