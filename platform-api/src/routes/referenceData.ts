import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonQuery } from '@sportsbook/contracts/wire';
import { CURRENCIES } from '../catalogue/currencies';
import { countryOf } from '../http/country';

/** The reference tables every brand shares: currencies, and where the caller is. */
export function referenceDataRoutes() {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/xapi/rest/currencies', { schema: { querystring: CommonQuery } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=900');
      return CURRENCIES;
    });

    const geo = async (request: FastifyRequest) => ({ countryCode: countryOf(request.headers), ip: request.ip });
    app.get('/api/geo_data', { schema: { querystring: CommonQuery } }, geo);
    app.get('/api/v2/geo_data', { schema: { querystring: CommonQuery } }, geo);
  };
}
