import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PathTreeQuery } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { buildTree } from '../catalogue/pathTree';
import { brandIdOf, brandTag } from '../http/brand';
import { namesOf } from '../catalogue/names/requestNames';
import { translatePathTree } from '../catalogue/names/translateAnswers';

/** Event counts in the tree may lag a minute; clients cache it for an hour (spec 2 section 7). */
const TREE_TTL_MS = 60_000;

/**
 * /xapi/rest/eventpathtree: sports, countries and leagues with their event counts, cached an hour by clients and
 * kept ready a minute here, one answer per URL (its `l=` the names' language) and brand (its overrides of them).
 */
export function pathTreeRoute(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/xapi/rest/eventpathtree',
      {
        config: { readyAnswer: { ttlMs: TREE_TTL_MS, vary: ['brand'], tags: (request) => [brandTag(brandIdOf(request))] } },
        schema: { querystring: PathTreeQuery },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=3600');
        const tree = await buildTree(db, request.query, (message) => request.log.warn(message));
        return translatePathTree(tree, await namesOf(db, request));
      },
    );
  };
}
