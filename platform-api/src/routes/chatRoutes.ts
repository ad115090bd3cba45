import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ChatBody } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { playerToken } from '../auth/playerTokens';
import { playerOf } from '../http/auth';
import { HttpError } from '../http/errors';

/**
 * POST /api/chat/token (spec 1 section 7.2): the live chat provider's session token for a logged-in player,
 * asked with a plain-text body (the username) and the bearer header; answers { s }.
 */
export function chatRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/api/chat/token', { schema: { body: ChatBody } }, async (request) => {
      const session = await auth(request);
      if (request.body.trim() !== session.player.username)
        throw new HttpError(400, 'the body must be the username of the logged-in player, as plain text');
      return { s: playerToken(keys, 'live-chat', session.player.id, Date.now()) };
    });
  };
}
