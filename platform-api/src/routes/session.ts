import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SessionQuery } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { playerOf } from '../http/auth';
import { renewToken, SESSION_TTL_SECONDS } from '../players/sessionService';
import { thirdPartyTokens } from '../auth/playerTokens';

/**
 * /api/session: checks the player's token (bearer or game-token) and answers a renewed one with the username,
 * and the providers' tokens renewed with it.
 */
export function sessionRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/api/session', { schema: { querystring: SessionQuery } }, async (request) => {
      const session = await auth(request);
      return {
        jwe_token: await renewToken(db, keys, session),
        username: session.player.username,
        currency: session.player.currency,
        expirationTimeInSeconds: SESSION_TTL_SECONDS,
        thirdPartyTokens: thirdPartyTokens(keys, session.player.id, Date.now()),
      };
    });
  };
}
