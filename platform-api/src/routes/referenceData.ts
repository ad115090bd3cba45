import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonParams } from '../catalogue/queryParams';
import { CURRENCIES } from '../catalogue/currencies';
import { countryOf } from '../http/country';

const Common = Type.Object(CommonParams, { additionalProperties: false });

/** The reference tables every brand shares: currencies, and where the caller is. */
export function referenceDataRoutes() {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/xapi/rest/currencies', { schema: { querystring: Common } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=900');
      return CURRENCIES;
    });

    const geo = async (request: FastifyRequest) => ({ countryCode: countryOf(request.headers), ip: request.ip });
    app.get('/api/geo_data', { schema: { querystring: Common } }, geo);
    app.get('/api/v2/geo_data', { schema: { querystring: Common } }, geo);
  };
}
