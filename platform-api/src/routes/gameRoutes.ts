import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { gameKindOf, THIRD_PARTY_SECTIONS } from '@sportsbook/contracts';
import { HttpError } from '../http/errors';
import { demoGamePage } from '../games/demoGame';

const GameParams = Type.Object({ gameCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });
const PlayQuery = Type.Object(
  {
    mode: Type.Union([Type.Literal('demo'), Type.Literal('real')]),
    channel: Type.Optional(Type.String({ maxLength: 40 })),
    l: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);

/** Where a launch URL leads: the platform's stand-in for the provider's game page. */
export const gamePagePath = (gameCode: string, mode: 'demo' | 'real', channel?: string) =>
  `/api/games/${encodeURIComponent(gameCode)}/play?mode=${mode}${channel ? `&channel=${encodeURIComponent(channel)}` : ''}`;

/** The demo game pages the game sections' frames show (one per provider kind). */
export function gameRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/api/games/:gameCode/play', { schema: { params: GameParams, querystring: PlayQuery } }, async (request, reply) => {
      const { gameCode } = request.params as { gameCode: string };
      const { mode } = request.query as { mode: 'demo' | 'real' };
      const kind = gameKindOf(gameCode);
      const section = THIRD_PARTY_SECTIONS.find((entry) => entry.gameCode === gameCode);
      if (!kind || !section) throw new HttpError(404, `no game ${gameCode}`);
      if (mode === 'demo' && !section.demo) throw new HttpError(403, `${section.title} has no demo mode`);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The page runs only its own inline script and style, and loads nothing.
          .header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(demoGamePage(section.title, kind, mode))
      );
    });
  };
}
