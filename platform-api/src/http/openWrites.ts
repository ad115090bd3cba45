import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from './errors';
import { sharedRateCounts } from './sharedRateCounts';

/**
 * Where the site's own pages are served from: only their requests may write without a login. ALLOWED_ORIGINS
 * lists them, comma-separated; unset, the shell of `npm start` and the journeys.
 */
export function allowedOrigins(
  setting = process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000',
): Set<string> {
  return new Set(
    setting
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );
}

/** How many writes of a kind one address may make, and in how long. */
export interface OpenWriteLimit {
  max: number;
  perSeconds: number;
  /** The largest body the write takes. */
  bodyLimit: number;
}

/** Sign-up: a household or a shop may open a few accounts, a script may not open hundreds. */
export const SIGN_UP: OpenWriteLimit = { max: 30, perSeconds: 600, bodyLimit: 8 * 1024 };
/** Asking for a reset code sends a mail: a few an address, or the platform mails on anyone's behalf. */
export const PASSWORD_RESET: OpenWriteLimit = { max: 10, perSeconds: 600, bodyLimit: 4 * 1024 };
/** Confirming one (its code guesses are throttled per player besides). */
export const PASSWORD_RESET_CONFIRM: OpenWriteLimit = { max: 20, perSeconds: 600, bodyLimit: 4 * 1024 };
/** A retail code holds one slip: at most the slip's selections (a 900 KB code was once stored). */
export const RETAIL_CODE: OpenWriteLimit = { max: 30, perSeconds: 60, bodyLimit: 32 * 1024 };
/** A booking code holds a slip's outcome ids; a player shares a few slips, a script hundreds. */
export const BOOKING_CODE: OpenWriteLimit = { max: 20, perSeconds: 60, bodyLimit: 4 * 1024 };
/** A page reports a handful of errors at most (the shell's reporter caps and dedupes them). */
export const CLIENT_ERROR: OpenWriteLimit = { max: 60, perSeconds: 60, bodyLimit: 64 * 1024 };

/**
 * The rate limiter of the open writes: by the client's address (the one the deployment's proxy names), counted
 * in the database, so the limits hold across the API processes. Only routes that ask for it are limited. When the
 * count cannot be read (the database is away for a moment) the write goes on to its own checks: it needs the
 * database too, and a limiter's hiccup should not refuse what the limit allows.
 */
export async function registerOpenWriteLimits(app: FastifyInstance, db: Pick<Database, 'query'>): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: sharedRateCounts(db),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, `Too many requests: try again in ${seconds} s`, 'TOO_MANY_REQUESTS', seconds);
    },
  });
}

/**
 * A write that needs no login (sign-up, password reset, retail codes, client errors) is open to any page on the
 * web: a form on another site can post it with the visitor's browser. It is refused unless it comes from one of
 * the site's own origins (a browser names the page's origin on every cross-origin write; a request without one
 * is no browser's) and is JSON (a form cannot send JSON without the platform's leave, a CORS preflight it never
 * gets); and it is limited in size and in rate per address.
 */
export function openWrite(limit: OpenWriteLimit, origins = allowedOrigins()): RouteShorthandOptions {
  return {
    bodyLimit: limit.bodyLimit,
    config: { rateLimit: { max: limit.max, timeWindow: limit.perSeconds * 1000 } },
    onRequest: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !origins.has(origin))
        throw new HttpError(403, 'This request must come from the site itself', 'CROSS_SITE_REFUSED');
      if (request.headers['sec-fetch-site'] === 'cross-site' && origin === undefined)
        throw new HttpError(403, 'This request must come from the site itself', 'CROSS_SITE_REFUSED');
      const type = request.headers['content-type'] ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, 'The body must be JSON (application/json)');
    },
  };
}
