import { compactDecrypt, CompactEncrypt, jwtVerify, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

export interface SessionClaims {
  /** The player's username. */
  sub: string;
  playerId: number;
  currency: string;
  brand: string;
  /** The session row the token belongs to: logging out revokes it. */
  sid?: string;
}

export interface SessionKeys {
  sign: Uint8Array;
  encrypt: Uint8Array;
}

/**
 * Keys live in the database so tokens stay valid across restarts and across API processes sharing it;
 * SESSION_SECRET (hex, 64 bytes) pins them instead.
 */
export async function loadSessionKeys(db: Database, secretHex = process.env.SESSION_SECRET): Promise<SessionKeys> {
  let hex = secretHex;
  if (!hex) {
    await db.query(`INSERT INTO server_secrets (name, value) VALUES ('session', $1) ON CONFLICT (name) DO NOTHING`, [
      randomBytes(64).toString('hex'),
    ]);
    hex = (await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'session'`))[0].value;
  }
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length !== 64) throw new Error('SESSION_SECRET must be 64 bytes of hex');
  return { sign: bytes.subarray(0, 32), encrypt: bytes.subarray(32) };
}

/** A signed JWT inside a JWE: players cannot read it, and nobody can forge it. */
export async function issueSessionToken(keys: SessionKeys, claims: SessionClaims, ttlSeconds: number): Promise<string> {
  const jws = await new SignJWT({ playerId: claims.playerId, currency: claims.currency, brand: claims.brand, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keys.sign);
  return new CompactEncrypt(new TextEncoder().encode(jws))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'JWT' })
    .encrypt(keys.encrypt);
}

export class InvalidTokenError extends Error {}

export async function verifySessionToken(keys: SessionKeys, token: string): Promise<SessionClaims & { exp: number }> {
  try {
    const { plaintext } = await compactDecrypt(token, keys.encrypt);
    const { payload } = await jwtVerify(new TextDecoder().decode(plaintext), keys.sign);
    return {
      sub: String(payload.sub),
      playerId: Number(payload.playerId),
      currency: String(payload.currency),
      brand: String(payload.brand),
      sid: typeof payload.sid === 'string' ? payload.sid : undefined,
      exp: Number(payload.exp),
    };
  } catch (error) {
    throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
  }
}

/** The token of a request: the bearer header, or the game-token header of the session call. */
export function tokenOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const auth = headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  const gameToken = headers['game-token'];
  return typeof gameToken === 'string' && gameToken ? gameToken : undefined;
}
