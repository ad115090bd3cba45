import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SessionKeys } from '../auth/sessionTokens';
import { playerOf } from '../http/auth';
import { HttpError } from '../http/errors';

/** A chat session lasts as long as a working shift of support. */
export const CHAT_TOKEN_SECONDS = 8 * 3600;

/** The chat session token: the player and an expiry, signed under a prefix of its own so it can pass for nothing else. */
export function chatToken(keys: SessionKeys, playerId: number, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + CHAT_TOKEN_SECONDS;
  const signature = createHmac('sha256', keys.sign).update(`live-chat:${playerId}:${expires}`).digest('base64url');
  return `${playerId}.${expires}.${signature}`;
}

/**
 * POST /api/chat/token (spec 1 section 7.2): the live chat provider's session token for a logged-in player,
 * asked with a plain-text body (the username) and the bearer header; answers { s }.
 */
export function chatRoutes(db: Database, keys: SessionKeys) {
  const auth = playerOf(db, keys);
  return async (app: FastifyInstance) => {
    app.post('/api/chat/token', async (request) => {
      const session = await auth(request);
      const body = typeof request.body === 'string' ? request.body.trim() : '';
      if (body !== session.player.username)
        throw new HttpError(400, 'the body must be the username of the logged-in player, as plain text');
      return { s: chatToken(keys, session.player.id, Date.now()) };
    });
  };
}
