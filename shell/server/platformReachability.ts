// Whether the platform is out of reach: what the shell's server, as the operator's gateway, tells the
// browser. A platform that fails a moment (a restart, one dropped connection) gets the spec's error-500 for
// that call; one out of reach for DOWN_AFTER_MS, or found down by a page's composition, sends the player to
// the maintenance page (spec 1 section 6: a response redirecting to maintenance).

/** Long enough for a restart or a dropped connection to pass; the player is on the maintenance page within 8 s. */
export const DOWN_AFTER_MS = 5000;

export interface PlatformReachability {
  /** A call could not reach the platform. */
  failed(): void;
  /** The platform answered (whatever it answered). */
  answered(): void;
  /** A page's composition could not read the brand's settings: the platform is down now. */
  foundDown(): void;
  /** Out of reach long enough that a player belongs on the maintenance page. */
  down(): boolean;
}

export function createPlatformReachability(now: () => number = Date.now, downAfterMs = DOWN_AFTER_MS): PlatformReachability {
  let failingSince: number | undefined;
  return {
    failed: () => void (failingSince ??= now()),
    answered: () => void (failingSince = undefined),
    foundDown: () => void (failingSince = Math.min(failingSince ?? Infinity, now() - downAfterMs)),
    down: () => failingSince !== undefined && now() - failingSince >= downAfterMs,
  };
}

/** The answer a call that could not reach the platform gets once it is down: the spec's maintenance redirect. */
export const MAINTENANCE_ANSWER = { redirect: '/maintenance', message: 'The platform cannot be reached.' } as const;
