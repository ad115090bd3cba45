/**
 * How long a subject (an IP, a username, a player's second factor) must wait before trying again, from
 * its recent failures. A few failures are free; past them each failure doubles the wait, up to a ceiling.
 * There is no lock: a player who waits gets in with the right password, so knowing a username is not
 * enough to shut its owner out for long.
 */
export interface ThrottleRule {
  /** Failures older than this are forgotten (a sliding window). */
  windowSeconds: number;
  /** Failures allowed in the window before any wait. */
  freeFailures: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/** A username tried from one IP: what a player who forgot the password meets. */
export const ACCOUNT_FROM_IP: ThrottleRule = {
  windowSeconds: 15 * 60,
  freeFailures: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
};
/**
 * The first wait of ACCOUNT_FROM_IP on the journeys' server: LOGIN_FIRST_WAIT_SECONDS, honoured only where the
 * simulator's control is (SIM_CONTROL=1, never in production). The journey that waits out a throttle proves the
 * player is told to wait and gets in afterwards; the minute itself is proved against the rule above by
 * throttleRules.test.ts and test/auth.test.ts (Retry-After 60). A wait under a minute still reads "1 minute".
 */
export function accountFromIpRule(env: NodeJS.ProcessEnv = process.env): ThrottleRule {
  const seconds = Number(env.LOGIN_FIRST_WAIT_SECONDS);
  const testServer = env.SIM_CONTROL === '1' && env.NODE_ENV !== 'production';
  if (!testServer || !Number.isInteger(seconds) || seconds < 1 || seconds >= ACCOUNT_FROM_IP.firstWaitSeconds)
    return ACCOUNT_FROM_IP;
  return { ...ACCOUNT_FROM_IP, firstWaitSeconds: seconds };
}

/** A username tried from anywhere: a brute force spread over many addresses. */
export const ACCOUNT_ANYWHERE: ThrottleRule = {
  windowSeconds: 60 * 60,
  freeFailures: 20,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
};
/** One IP trying many usernames: password spraying. */
export const ONE_IP: ThrottleRule = { windowSeconds: 15 * 60, freeFailures: 30, firstWaitSeconds: 60, maxWaitSeconds: 15 * 60 };
/** One-time codes and security answers of one player, across all of that player's challenges. */
export const SECOND_FACTOR: ThrottleRule = {
  windowSeconds: 15 * 60,
  freeFailures: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
};

/** Seconds to wait after these failures; 0 when a try is allowed now. */
export function secondsToWait(rule: ThrottleRule, failures: readonly Date[], now: Date): number {
  const recent = failures.filter((at) => now.getTime() - at.getTime() < rule.windowSeconds * 1000);
  if (recent.length < rule.freeFailures) return 0;
  const wait = Math.min(rule.firstWaitSeconds * 2 ** (recent.length - rule.freeFailures), rule.maxWaitSeconds);
  const last = Math.max(...recent.map((at) => at.getTime()));
  return Math.max(0, Math.ceil((last + wait * 1000 - now.getTime()) / 1000));
}
