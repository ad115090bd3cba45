import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LoginSession } from '@sportsbook/contracts';
import type { SessionKeys } from './sessionTokens';

/**
 * What a third party gets to know a player by: the live chat, and the providers of spec 1 section 3's
 * third-party tokens (dst). A token names the player and its expiry, signed with the session key under its
 * purpose, so a chat token can pass for no provider's and neither for a session: nothing to store or look up.
 */
export type TokenPurpose = 'live-chat' | 'dst';

/** A chat session lasts as long as a working shift of support, as does a provider's playing session. */
export const PLAYER_TOKEN_SECONDS = 8 * 3600;

const signature = (keys: SessionKeys, purpose: TokenPurpose, playerId: number, expires: number) =>
  createHmac('sha256', keys.sign).update(`${purpose}:${playerId}:${expires}`).digest('base64url');

export function playerToken(keys: SessionKeys, purpose: TokenPurpose, playerId: number, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + PLAYER_TOKEN_SECONDS;
  return `${playerId}.${expires}.${signature(keys, purpose, playerId, expires)}`;
}

/** The player a token of `purpose` names, while it lasts; undefined for anything else. Compared in constant time. */
export function tokenPlayer(keys: SessionKeys, purpose: TokenPurpose, token: string, nowMs: number): number | undefined {
  const [player, expires, given, ...more] = token.split('.');
  const playerId = Number(player);
  const until = Number(expires);
  // The very numbers signed, as they were written: another spelling of them ('042', '0x2a') is no token.
  if (more.length || String(playerId) !== player || String(until) !== expires || until * 1000 < nowMs || !given) return undefined;
  const expected = Buffer.from(signature(keys, purpose, playerId, until));
  const answer = Buffer.from(given);
  return answer.length === expected.length && timingSafeEqual(answer, expected) ? playerId : undefined;
}

/** The providers' tokens a login session carries (spec 1 section 3): the platform's providers are dst's alone. */
export const thirdPartyTokens = (keys: SessionKeys, playerId: number, nowMs: number): LoginSession['thirdPartyTokens'] => ({
  dst: playerToken(keys, 'dst', playerId, nowMs),
});
