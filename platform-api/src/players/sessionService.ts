import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { InvalidTokenError, issueSessionToken, verifySessionToken, type SessionKeys } from '../auth/sessionTokens';
import { findPlayer, type PlayerRow } from './playerRepo';
import { hashSecret, verifySecret } from './passwords';

/** Seconds a session token lives; the session call and the refresh renew it. */
export const SESSION_TTL_SECONDS = 60 * 60;
/**
 * A session waiting for the terms to be accepted lives this long on the platform unless they are: a
 * browser that reloads or closes on the terms step, and so never says, leaves nothing live for long.
 */
export const TERMS_PENDING_SECONDS = 5 * 60;

export interface OpenedSession {
  sessionId: string;
  playerId: number;
  token: string;
  expiresIn: number;
  refreshToken?: string;
}

/** Opens a session row and signs a token for it; device sessions also get a refresh token. */
export async function openSession(
  db: Database,
  keys: SessionKeys,
  player: PlayerRow,
  style: 'token' | 'device',
  deviceId?: string,
): Promise<OpenedSession> {
  const sessionId = randomUUID();
  const refreshToken = style === 'device' ? randomBytes(32).toString('base64url') : undefined;
  await db.query(
    `INSERT INTO sessions (id, player_id, style, device_id, refresh_hash, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      sessionId,
      player.id,
      style,
      deviceId ?? null,
      refreshToken ? await hashSecret(refreshToken) : null,
      player.terms_accepted ? SESSION_TTL_SECONDS : TERMS_PENDING_SECONDS,
    ],
  );
  const token = await issueSessionToken(
    keys,
    { sub: player.username, playerId: player.id, currency: player.currency, brand: player.brand, sid: sessionId },
    SESSION_TTL_SECONDS,
  );
  return { sessionId, playerId: player.id, token, expiresIn: SESSION_TTL_SECONDS, refreshToken };
}

export interface Authenticated {
  player: PlayerRow;
  sessionId: string;
}

/** A session whose player has not accepted the terms may only accept them or end itself (spec 1 section 4, Terms). */
export const termsPendingError = () => new HttpError(403, 'Accept the terms of use to continue', 'TERMS_NOT_ACCEPTED');

export interface AuthenticateOptions {
  /** The calls of the terms step itself (accept, log out): the only ones a session waiting on the terms may make. */
  whileTermsPending?: boolean;
}

/**
 * A token's player, if the token is valid and its session neither revoked nor expired, and the player has accepted
 * the terms: a session waiting on them cannot bet, pay or stretch itself, whatever the browser lets through.
 */
export async function authenticate(
  db: Database,
  keys: SessionKeys,
  token: string | undefined,
  options: AuthenticateOptions = {},
): Promise<Authenticated> {
  if (!token) throw new HttpError(401, 'a session token is required');
  let claims;
  try {
    claims = await verifySessionToken(keys, token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new HttpError(401, 'the session token is invalid or expired');
    throw error;
  }
  // The session and its player in one question (every authenticated call asks it): the player's columns are empty
  // when the player is gone.
  const [row] = await db.query<PlayerRow & { session_revoked_at: Date | null; session_expires_at: Date }>(
    `SELECT s.revoked_at AS session_revoked_at, s.expires_at AS session_expires_at, p.*
     FROM sessions s LEFT JOIN players p ON p.id = $2 WHERE s.id = $1`,
    [claims.sid ?? '', claims.playerId],
  );
  if (!row) throw new HttpError(401, 'the session has ended');
  const { session_revoked_at: revokedAt, session_expires_at: expiresAt, ...player } = row;
  if (revokedAt || new Date(expiresAt) < new Date()) throw new HttpError(401, 'the session has ended');
  if (player.id === null || player.id === undefined) throw new HttpError(401, 'the player no longer exists');
  if (!player.terms_accepted && !options.whileTermsPending) throw termsPendingError();
  return { player, sessionId: claims.sid! };
}

/**
 * The session row lives exactly as long as its newest token: a dropped token leaves no live session behind. A
 * session waiting on the terms keeps its few minutes, whoever asks.
 */
export async function extendSession(db: Pick<Database, 'query'>, sessionId: string): Promise<void> {
  await db.query(
    `UPDATE sessions s SET expires_at = now() + make_interval(secs => $2)
     FROM players p WHERE s.id = $1 AND p.id = s.player_id AND p.terms_accepted`,
    [sessionId, SESSION_TTL_SECONDS],
  );
}

/** A renewed token for the same session, which lives on with it. */
export async function renewToken(db: Pick<Database, 'query'>, keys: SessionKeys, auth: Authenticated): Promise<string> {
  const { player } = auth;
  await extendSession(db, auth.sessionId);
  return issueSessionToken(
    keys,
    { sub: player.username, playerId: player.id, currency: player.currency, brand: player.brand, sid: auth.sessionId },
    SESSION_TTL_SECONDS,
  );
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now(), logout_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
}

/** Device sessions: a refresh token for the same device gives a new access token. */
export async function refreshDeviceSession(
  db: Database,
  keys: SessionKeys,
  sessionId: string,
  refreshToken: string,
): Promise<OpenedSession> {
  const [session] = await db.query<{
    player_id: number;
    refresh_hash: string | null;
    revoked_at: Date | null;
    expires_at: Date;
    terms_accepted: boolean;
  }>(
    `SELECT s.player_id, s.refresh_hash, s.revoked_at, s.expires_at, p.terms_accepted
     FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.id = $1`,
    [sessionId],
  );
  if (
    !session ||
    session.revoked_at ||
    new Date(session.expires_at) < new Date() ||
    !(await verifySecret(refreshToken, session.refresh_hash))
  )
    throw new HttpError(401, 'the refresh token is not valid');
  if (!session.terms_accepted) throw termsPendingError();
  const player = (await findPlayer(db, { id: session.player_id }))!;
  await extendSession(db, sessionId);
  const token = await issueSessionToken(
    keys,
    { sub: player.username, playerId: player.id, currency: player.currency, brand: player.brand, sid: sessionId },
    SESSION_TTL_SECONDS,
  );
  return { sessionId, playerId: player.id, token, expiresIn: SESSION_TTL_SECONDS };
}
