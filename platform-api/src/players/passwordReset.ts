import { randomInt, randomUUID } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { throttled, type ThrottleSubject } from '../auth/loginThrottle';
import { ACCOUNT_FROM_IP } from '../auth/throttleRules';
import { hashSecret, verifySecret } from './passwords';
import { findPlayer } from './playerRepo';
import { passwordWeakness } from './signUpRules';
import { sendMail } from './outbox';

export const RESET_VALIDITY_MINUTES = 15;

const WRONG_CODE = 'RESET_CODE_WRONG';
const wrongCode = () => new HttpError(400, 'The code is not correct or has expired.', WRONG_CODE);
const decoy = hashSecret('decoy-code');

/**
 * Sends a one-time code to the player's email. This reference build has no mail: the code goes to the
 * platform's log. The answer is the same whether or not the username exists.
 */
export async function requestPasswordReset(db: Database, username: string): Promise<void> {
  const player = await findPlayer(db, { username: username.trim() });
  if (!player || player.status !== 'active') return;
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  // A new code replaces the ones before it.
  await db.transaction(async (tx) => {
    await tx.query('UPDATE password_resets SET used_at = now() WHERE player_id = $1 AND used_at IS NULL', [player.id]);
    await tx.query(
      'INSERT INTO password_resets (id, player_id, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))',
      [randomUUID(), player.id, await hashSecret(code), RESET_VALIDITY_MINUTES],
    );
  });
  sendMail(player.username, player.email, `Your password reset code: ${code}`);
}

/**
 * Sets a new password with the code; codes are guessed under the same throttling as passwords. The code
 * is spent, and every session of the player ends: whoever knew the old password is logged out.
 */
export async function resetPassword(
  db: Database,
  username: string,
  code: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const weakness = passwordWeakness(newPassword, username.trim());
  if (weakness) throw new HttpError(400, weakness, 'WEAK_PASSWORD');
  const name = username.trim().toLowerCase();
  const subjects: ThrottleSubject[] = [{ key: `reset:${name}|${ip}`, rule: ACCOUNT_FROM_IP, clearOnSuccess: true }];
  const newHash = await hashSecret(newPassword);
  await throttled(
    db,
    subjects,
    (error) => error instanceof HttpError && error.code === WRONG_CODE,
    async () => {
      const player = await findPlayer(db, { username: name });
      const [reset] = player
        ? await db.query<{ id: string; code_hash: string }>(
            'SELECT id, code_hash FROM password_resets WHERE player_id = $1 AND used_at IS NULL AND expires_at > now()',
            [player.id],
          )
        : [];
      if (!(await verifySecret(code, reset?.code_hash ?? (await decoy))) || !player || !reset) throw wrongCode();
      await db.transaction(async (tx) => {
        const spent = await tx.query(
          'UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
          [reset.id],
        );
        if (!spent.length) throw wrongCode();
        await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [player.id, newHash]);
        await tx.query(
          `UPDATE sessions SET revoked_at = now(), logout_reason = 'password_reset' WHERE player_id = $1 AND revoked_at IS NULL`,
          [player.id],
        );
      });
    },
  );
}
