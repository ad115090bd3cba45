const MINUTE_MS = 60 * 1000;

/**
 * When the next reality check is due: an interval after the later of the login and the player's last
 * "Continue". A check already due (a page reopened after a while) is due at once.
 */
export function nextCheckAt(sessionStartedAt: string, continuedAt: number | null, minutes: number): number {
  return Math.max(Date.parse(sessionStartedAt), continuedAt ?? 0) + minutes * MINUTE_MS;
}

/** The session's length as the site shows it (spec 1 section 9: hh:mm:ss). */
export function sessionLength(sessionStartedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(sessionStartedAt)) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/**
 * The player's last "Continue" survives a reload in the tab's session storage, for this login only (keyed by
 * the session's start): a reload does not restart the interval.
 */
const CONTINUED_KEY = 'sb.realityCheckContinued';

export function rememberContinue(storage: Pick<Storage, 'setItem'>, sessionStartedAt: string, at: number): void {
  storage.setItem(CONTINUED_KEY, JSON.stringify({ session: sessionStartedAt, at }));
}

export function rememberedContinue(storage: Pick<Storage, 'getItem'>, sessionStartedAt: string): number | null {
  try {
    const kept = JSON.parse(storage.getItem(CONTINUED_KEY) ?? 'null') as { session?: string; at?: number } | null;
    return kept?.session === sessionStartedAt && typeof kept.at === 'number' ? kept.at : null;
  } catch {
    return null;
  }
}
