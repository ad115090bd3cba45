import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SearchQuery } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { brandIdOf, brandTag } from '../http/brand';
import { catalogueLocaleOf } from '../catalogue/names/catalogueLocale';
import { namesOf } from '../catalogue/names/requestNames';
import { searchCatalogue } from '../search/searchCatalogue';

/** As the lists: a second is stale enough for a match's state, and a crowd typing the same team costs one query. */
const SEARCH_TTL_MS = 1_000;

/** /xapi/rest/search: events, teams, competitions and sports matching what the player types. */
export function searchRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/xapi/rest/search',
      {
        config: { readyAnswer: { ttlMs: SEARCH_TTL_MS, vary: ['brand'], tags: (request) => [brandTag(brandIdOf(request))] } },
        schema: { querystring: SearchQuery },
      },
      async (request) =>
        searchCatalogue(db, request.query.q, catalogueLocaleOf(request.query.l).locale, await namesOf(db, request)),
    );
  };
}
