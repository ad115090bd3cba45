import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { findPlayer, type PlayerRow } from './playerRepo';
import { hashSecret, verifySecret } from './passwords';
import { isSelfExcluded, selfExcludedError } from './selfExclusion';
import { isTimedOut, timedOutError } from './timeOut';
import { passwordSubjects, throttled } from '../auth/loginThrottle';

/**
 * More live sessions than this and a login is refused with INT051 (token quota exceeded), unless the player, whose
 * password is then known to be right, asks to end the others: closing tabs without logging out must not lock a
 * player out for the hour their sessions live.
 */
export const MAX_ACTIVE_SESSIONS = 5;

export interface LoginChoices {
  /** "Log out my other sessions": every live session of the player ends once the password is checked. */
  endOtherSessions?: boolean;
}

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
 * Checks a username and password, throttled per IP and per username. Until the password is right, an
 * unknown username, a wrong password and a refused account answer alike (INT003) and take the same time;
 * only the right password learns that an account is suspended, locked or pending.
 */
export async function checkCredentials(
  db: Database,
  username: string,
  password: string,
  ip: string,
  choices: LoginChoices = {},
  now = new Date(),
): Promise<PlayerRow> {
  const player = await throttled(
    db,
    passwordSubjects(username, ip),
    (error) => error instanceof HttpError && error.code === 'INT003',
    async () => {
      const found = await findPlayer(db, { username: username.trim() });
      if (!(await verifySecret(password, found?.password_hash ?? (await decoy)))) throw loginError.invalidCredentials();
      return found!;
    },
  );
  if (player.status === 'suspended') throw loginError.suspended();
  if (player.status === 'locked') throw loginError.locked();
  if (player.status === 'pending') throw loginError.pending();
  if (isSelfExcluded(player, now)) throw selfExcludedError(player);
  if (isTimedOut(player, now)) throw timedOutError(player);
  if (choices.endOtherSessions)
    await db.query(
      "UPDATE sessions SET revoked_at = $2, logout_reason = 'other_sessions_ended' WHERE player_id = $1 AND revoked_at IS NULL",
      [player.id, now.toISOString()],
    );
  const [{ active }] = await db.query<{ active: string }>(
    'SELECT count(*) AS active FROM sessions WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [player.id, now.toISOString()],
  );
  if (Number(active) >= MAX_ACTIVE_SESSIONS) throw loginError.quota();
  await db.query('UPDATE players SET first_login_at = coalesce(first_login_at, $2) WHERE id = $1', [
    player.id,
    now.toISOString(),
  ]);
  return player;
}
