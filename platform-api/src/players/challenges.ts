import { randomInt, randomUUID } from 'node:crypto';
import { OTP_LENGTH } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { PlayerRow } from './playerRepo';
import { hashSecret, verifySecret } from './passwords';
import { secondFactorSubjects, throttled } from '../auth/loginThrottle';

/** Spec 1 section 9: six digits (the route's schema's OTP_LENGTH), valid 30 minutes, a new one after 5 cycles of 59 s. */
export const OTP_VALIDITY_MINUTES = 30;
export const OTP_RESEND_SECONDS = 5 * 59;
const MAX_CHALLENGE_ATTEMPTS = 5;

interface ChallengeRow {
  id: string;
  player_id: number;
  kind: 'otp' | 'question';
  code_hash: string | null;
  expires_at: Date;
  resend_at: Date | null;
  attempts: number;
  done: boolean;
}

/** A code for a player: the demo players' codes are fixed; everyone else's is random and goes by SMS. */
async function newCode(player: PlayerRow): Promise<string> {
  const code = player.demo_otp_code ?? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  if (!player.demo_otp_code) console.log(`[sms] one-time code for ${player.username}: ${code}`);
  return hashSecret(code);
}

export async function startChallenge(
  db: Database,
  player: PlayerRow,
  kind: 'otp' | 'question',
): Promise<{ challenge: string; resendIn?: number }> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO login_challenges (id, player_id, kind, code_hash, expires_at, resend_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), now() + make_interval(secs => $6))`,
    [id, player.id, kind, kind === 'otp' ? await newCode(player) : null, OTP_VALIDITY_MINUTES, OTP_RESEND_SECONDS],
  );
  return kind === 'otp' ? { challenge: id, resendIn: OTP_RESEND_SECONDS } : { challenge: id };
}

async function openChallenge(db: Database, id: string, kind: 'otp' | 'question'): Promise<ChallengeRow> {
  const [row] = await db.query<ChallengeRow>('SELECT * FROM login_challenges WHERE id = $1 AND kind = $2', [id, kind]);
  if (!row || row.done) throw new HttpError(401, 'This login has expired. Please log in again.');
  if (new Date(row.expires_at) < new Date()) throw new HttpError(401, 'The code has expired. Request a new one.');
  if (row.attempts >= MAX_CHALLENGE_ATTEMPTS) throw new HttpError(401, 'Too many attempts. Please log in again.');
  return row;
}

/** Request New OTP: refused until the wait has run out, then a new code valid 30 minutes. */
export async function resendOtp(db: Database, player: PlayerRow, id: string): Promise<{ resendIn: number }> {
  const row = await openChallenge(db, id, 'otp');
  const wait = row.resend_at ? Math.ceil((new Date(row.resend_at).getTime() - Date.now()) / 1000) : 0;
  if (wait > 0) throw new HttpError(429, `A new code can be requested in ${wait} seconds.`);
  await db.query(
    `UPDATE login_challenges SET code_hash = $2, attempts = 0, expires_at = now() + make_interval(mins => $3), resend_at = now() + make_interval(secs => $4) WHERE id = $1`,
    [id, await newCode(player), OTP_VALIDITY_MINUTES, OTP_RESEND_SECONDS],
  );
  return { resendIn: OTP_RESEND_SECONDS };
}

const WRONG_ANSWER = 'WRONG_ANSWER';

/**
 * Checks an OTP code or a security answer; the challenge is spent once it succeeds. Wrong answers count
 * per challenge and, throttled, per player: a new challenge (the password again) gives no new guesses.
 */
export async function answerChallenge(
  db: Database,
  id: string,
  kind: 'otp' | 'question',
  answer: string,
  answerHash?: string | null,
): Promise<number> {
  const row = await openChallenge(db, id, kind);
  const isWrongAnswer = (error: unknown) => error instanceof HttpError && error.code === WRONG_ANSWER;
  await throttled(db, secondFactorSubjects(row.player_id), isWrongAnswer, async () => {
    const ok =
      kind === 'otp'
        ? await verifySecret(answer, row.code_hash)
        : await verifySecret(answer.trim().toLowerCase(), answerHash ?? null);
    if (!ok) {
      await db.query('UPDATE login_challenges SET attempts = attempts + 1 WHERE id = $1', [id]);
      throw new HttpError(401, kind === 'otp' ? 'The code is not correct.' : 'The answer is not correct.', WRONG_ANSWER);
    }
  });
  // Only one of two answers sent at once spends the challenge.
  const spent = await db.query('UPDATE login_challenges SET done = true WHERE id = $1 AND NOT done RETURNING id', [id]);
  if (!spent.length) throw new HttpError(401, 'This login has expired. Please log in again.');
  return row.player_id;
}

export async function challengePlayer(db: Database, id: string): Promise<number> {
  const [row] = await db.query<{ player_id: number }>('SELECT player_id FROM login_challenges WHERE id = $1 AND NOT done', [id]);
  if (!row) throw new HttpError(401, 'This login has expired. Please log in again.');
  return row.player_id;
}
