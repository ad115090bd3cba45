import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { findPlayer, type PlayerRow } from './playerRepo';
import { hashSecret, verifySecret } from './passwords';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
/** More live sessions than this and a login is refused with INT051 (token quota exceeded). */
export const MAX_ACTIVE_SESSIONS = 5;

/** A hash to compare against when the username is unknown, so both cases take the same time. */
const decoy = hashSecret('decoy-password');

/** Login errors with the spec's codes (spec 1 section 8). */
export const loginError = {
  invalidCredentials: () => new HttpError(401, 'Invalid credentials', 'INT003'),
  suspended: () => new HttpError(402, 'Account suspended', 'INT009'),
  locked: () => new HttpError(403, 'Account locked', 'INT008'),
  pending: () => new HttpError(403, 'Account pending activation', 'INT056'),
  quota: () => new HttpError(421, 'Token quota exceeded', 'INT051'),
};

/**
 * Checks a username and password. Failed attempts are counted per player; the fifth in a row locks the
 * account for 15 minutes. Suspended, locked and pending accounts are refused with their codes.
 */
export async function checkCredentials(db: Database, username: string, password: string, now = new Date()): Promise<PlayerRow> {
  const player = await findPlayer(db, { username: username.trim() });
  if (!player) {
    await verifySecret(password, await decoy);
    throw loginError.invalidCredentials();
  }
  if (player.locked_until && new Date(player.locked_until) > now) throw loginError.locked();
  if (!(await verifySecret(password, player.password_hash))) {
    const attempts = player.failed_attempts + 1;
    const lockedUntil = attempts >= MAX_FAILED_ATTEMPTS ? new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() : null;
    await db.query('UPDATE players SET failed_attempts = $2, locked_until = $3 WHERE id = $1', [player.id, lockedUntil ? 0 : attempts, lockedUntil]);
    throw lockedUntil ? loginError.locked() : loginError.invalidCredentials();
  }
  if (player.status === 'suspended') throw loginError.suspended();
  if (player.status === 'locked') throw loginError.locked();
  if (player.status === 'pending') throw loginError.pending();
  const [{ active }] = await db.query<{ active: string }>(
    'SELECT count(*) AS active FROM sessions WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [player.id, now.toISOString()],
  );
  if (Number(active) >= MAX_ACTIVE_SESSIONS) throw loginError.quota();
  await db.query('UPDATE players SET failed_attempts = 0, locked_until = NULL, first_login_at = coalesce(first_login_at, $2) WHERE id = $1', [player.id, now.toISOString()]);
  return player;
}
