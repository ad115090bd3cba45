import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionKeys } from '../auth/sessionTokens';

/** Seconds a segment token lives: the playlist hands out fresh ones every reload. */
export const SEGMENT_TOKEN_TTL_S = 120;

/** A short-lived token for the segments of one stream: expiry and an HMAC of stream and expiry, nothing to look up. */
export function segmentToken(keys: SessionKeys, streamId: string, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + SEGMENT_TOKEN_TTL_S;
  return `${expires}.${segmentSignature(keys, streamId, expires)}`;
}

// The session signing key, under a prefix of its own: a segment signature can never pass for anything else.
function segmentSignature(keys: SessionKeys, streamId: string, expires: number): string {
  return createHmac('sha256', keys.sign).update(`stream-segment:${streamId}:${expires}`).digest('base64url');
}

/** Compared in constant time: a token is a signature, and timing must not reveal how much of it was right. */
export function segmentTokenValid(keys: SessionKeys, streamId: string, token: string, nowMs: number): boolean {
  const [expires, signature] = token.split('.');
  if (Number(expires) * 1000 < nowMs) return false;
  const expected = Buffer.from(segmentSignature(keys, streamId, Number(expires)));
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
