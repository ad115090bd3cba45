import { createHmac } from 'node:crypto';
import type { SessionKeys } from './sessionTokens';

/** A chat session lasts as long as a working shift of support. */
export const CHAT_TOKEN_SECONDS = 8 * 3600;

/** The chat session token: the player and an expiry, signed under a prefix of its own so it can pass for nothing else. */
export function chatToken(keys: SessionKeys, playerId: number, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + CHAT_TOKEN_SECONDS;
  const signature = createHmac('sha256', keys.sign).update(`live-chat:${playerId}:${expires}`).digest('base64url');
  return `${playerId}.${expires}.${signature}`;
}
