import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { GameParams, GamePlayQuery } from '@sportsbook/contracts/wire';
import { demoGamePage } from '../games/demoGame';
import { launchableGame } from '../games/gameLaunch';

/** The demo game pages the game sections' frames show (one per provider kind). */
export function gameRoutes() {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/api/games/:gameCode/play',
      { schema: { params: GameParams, querystring: GamePlayQuery } },
      async (request, reply) => {
        const { mode } = request.query;
        const { kind, section } = launchableGame(request.params.gameCode, mode);
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            // The page runs only its own inline script and style, and loads nothing.
            .header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'")
            .header('x-content-type-options', 'nosniff')
            .send(demoGamePage(section.title, kind, mode))
        );
      },
    );
  };
}
