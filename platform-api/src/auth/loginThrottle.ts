import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import {
  accountFromIpRule,
  ACCOUNT_ANYWHERE,
  ACCOUNT_FROM_IP,
  ONE_IP,
  SECOND_FACTOR,
  secondsToWait,
  type ThrottleRule,
} from './throttleRules';

/** Who an attempt is counted against. `clearOnSuccess` subjects start afresh once the attempt succeeds. */
export interface ThrottleSubject {
  key: string;
  rule: ThrottleRule;
  clearOnSuccess?: boolean;
}

/** The code the front end translates into "try again in N minutes". */
export const THROTTLED_CODE = 'LOGIN_THROTTLED';

export function throttledError(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    THROTTLED_CODE,
    seconds,
  );
}

/**
 * A password attempt counts against the username from this IP (what a forgetful player meets), the
 * username from anywhere, and the IP. The username is counted whether or not it exists, so an unknown
 * one answers exactly like a known one.
 */
export function passwordSubjects(username: string, ip: string): ThrottleSubject[] {
  const name = username.trim().toLowerCase();
  return [
    { key: `account-ip:${name}|${ip}`, rule: accountFromIpRule(), clearOnSuccess: true },
    { key: `account:${name}`, rule: ACCOUNT_ANYWHERE },
    { key: `ip:${ip}`, rule: ONE_IP },
  ];
}

/** One-time codes and security answers count per player, however many challenges the password opened. */
export function secondFactorSubjects(playerId: number): ThrottleSubject[] {
  return [{ key: `second-factor:${playerId}`, rule: SECOND_FACTOR, clearOnSuccess: true }];
}

const LONGEST_WINDOW_SECONDS = Math.max(
  ...[ACCOUNT_FROM_IP, ACCOUNT_ANYWHERE, ONE_IP, SECOND_FACTOR].map((r) => r.windowSeconds),
);

/**
 * Runs one attempt under throttling. The attempt is written down as a failure before it is checked, so
 * tries sent in parallel count each other (twenty at once still get five guesses), and the rows live in
 * the database, so every API process sees the same counts. A success takes its rows back; an error that
 * `isFailure` does not recognise (a refused account, once the password was right) is not a failure either.
 */
export async function throttled<T>(
  db: Database,
  subjects: ThrottleSubject[],
  isFailure: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const keys = subjects.map((s) => s.key);
  const mine = await db.query<{ id: string; subject: string; failed_at: Date }>(
    'INSERT INTO login_failures (subject) SELECT unnest($1::text[]) RETURNING id, subject, failed_at',
    [keys],
  );
  const now = new Date(mine[0].failed_at);
  const myId = new Map(mine.map((row) => [row.subject, Number(row.id)]));
  const rows = await db.query<{ id: string; subject: string; failed_at: Date }>(
    'SELECT id, subject, failed_at FROM login_failures WHERE subject = ANY($1::text[]) AND failed_at > $2',
    [keys, new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000).toISOString()],
  );
  const failures = (key: string, includingMine: boolean) =>
    rows
      .filter(
        (row) => row.subject === key && (includingMine ? Number(row.id) <= myId.get(key)! : Number(row.id) < myId.get(key)!),
      )
      .map((row) => new Date(row.failed_at));
  const wait = (includingMine: boolean) =>
    Math.max(...subjects.map((s) => secondsToWait(s.rule, failures(s.key, includingMine), now)));
  const forgetMine = () => db.query('DELETE FROM login_failures WHERE id = ANY($1::bigint[])', [[...myId.values()]]);

  const before = wait(false);
  if (before > 0) {
    await forgetMine();
    throw throttledError(before);
  }
  try {
    const result = await attempt();
    await forgetMine();
    const cleared = subjects.filter((s) => s.clearOnSuccess).map((s) => s.key);
    if (cleared.length) await db.query('DELETE FROM login_failures WHERE subject = ANY($1::text[])', [cleared]);
    return result;
  } catch (error) {
    if (!isFailure(error)) {
      await forgetMine();
      throw error;
    }
    await db.query('DELETE FROM login_failures WHERE subject = ANY($1::text[]) AND failed_at < $2', [
      keys,
      new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000).toISOString(),
    ]);
    // The failure that uses up the free tries already says how long to wait.
    const after = wait(true);
    throw after > 0 ? throttledError(after) : error;
  }
}
