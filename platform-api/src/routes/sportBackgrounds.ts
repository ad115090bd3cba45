import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CommonQuery, SportBackgroundParams } from '@sportsbook/contracts/wire';
import { sportBackground } from '../catalogue/sportBackgrounds';
import { HttpError } from '../http/errors';

/** GET /api/sport_backgrounds/{SPORTCODE}.svg: the sport's scoreboard background, cached for a day. */
export function sportBackgroundRoutes() {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/api/sport_backgrounds/:code.svg',
      { schema: { params: SportBackgroundParams, querystring: CommonQuery } },
      async (request, reply) => {
        const { code } = request.params;
        const svg = sportBackground(code);
        if (!svg) throw new HttpError(404, `unknown sport "${code}"`);
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          // A picture only: opened on its own, the document may run nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff');
        return svg;
      },
    );
  };
}
