import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { issueSessionToken, tokenOf, verifySessionToken, InvalidTokenError, type SessionKeys } from '../auth/sessionTokens';
import { HttpError } from '../http/errors';

const SessionQuery = Type.Object({
  timestamp: Type.Optional(Type.Integer({ minimum: 0 })),
  pub: Type.Optional(Type.String()),
  l: Type.Optional(Type.String()),
  mc: Type.Optional(Type.String()),
});

/** Seconds a session token lives; /api/session renews it. */
export const SESSION_TTL_SECONDS = 60 * 60;

/** /api/session: checks the player's token and answers a renewed one with the username. */
export function sessionRoutes(keys: SessionKeys) {
  return async (app: FastifyInstance) => {
    app.get('/api/session', { schema: { querystring: SessionQuery } }, async (request) => {
      const token = tokenOf(request.headers);
      if (!token) throw new HttpError(401, 'a session token is required');
      try {
        const claims = await verifySessionToken(keys, token);
        const renewed = await issueSessionToken(keys, claims, SESSION_TTL_SECONDS);
        return { jwe_token: renewed, username: claims.sub, currency: claims.currency, expirationTimeInSeconds: SESSION_TTL_SECONDS };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw new HttpError(401, 'the session token is invalid or expired');
        throw error;
      }
    });
  };
}
