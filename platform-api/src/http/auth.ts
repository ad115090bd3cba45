import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { tokenOf, type SessionKeys } from '../auth/sessionTokens';
import { authenticate, type Authenticated, type AuthenticateOptions } from '../players/sessionService';
import { HttpError } from './errors';

/** Authenticates a request by its bearer token (or game-token header); only the terms step's calls pass `whileTermsPending`. */
export function playerOf(db: Database, keys: SessionKeys, options: AuthenticateOptions = {}) {
  return (request: FastifyRequest): Promise<Authenticated> => authenticate(db, keys, tokenOf(request.headers), options);
}

/** The account id in a path must be the logged-in player's own. */
export function assertOwnAccount(auth: Authenticated, accountId: number | string): void {
  if (String(auth.player.id) !== String(accountId) && auth.player.username !== String(accountId)) {
    throw new HttpError(403, 'that account is not yours');
  }
}
