import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { GameParams, GamePlayQuery } from '@sportsbook/contracts/wire';
import type { SessionKeys } from '../auth/sessionTokens';
import { tokenPlayer } from '../auth/playerTokens';
import { demoGamePage } from '../games/demoGame';
import { launchableGame } from '../games/gameLaunch';
import { HttpError } from '../http/errors';

/**
 * The demo game pages the game sections' frames show (one per provider kind). A page asked for with a
 * provider's player token (the dst-props frame) is the stand-in of that provider's: it plays for the player
 * the token names, and refuses a token it did not sign.
 */
export function gameRoutes(keys: SessionKeys) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/api/games/:gameCode/play',
      { schema: { params: GameParams, querystring: GamePlayQuery } },
      async (request, reply) => {
        const { mode, token, operatorId } = request.query;
        const { kind, section } = launchableGame(request.params.gameCode, mode);
        let player: string | undefined;
        if (token !== undefined) {
          const playerId = section.section === 'dst-props' ? tokenPlayer(keys, 'dst', token, Date.now()) : undefined;
          if (playerId === undefined) throw new HttpError(403, `${section.title} does not know this player token`);
          player = `${operatorId ?? ''} player ${playerId}`.trim();
        }
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            // The page runs only its own inline script and style, and loads nothing.
            .header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'")
            .header('x-content-type-options', 'nosniff')
            .send(demoGamePage(section.title, kind, mode, player))
        );
      },
    );
  };
}
