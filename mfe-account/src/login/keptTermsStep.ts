import { safeStorage } from '@sportsbook/contracts';
import type { CompletedLogin } from '@sportsbook/contracts';

const KEY = 'sb-terms-step';
/** The platform keeps a session waiting on the terms this long: an older one is not worth showing again. */
export const TERMS_STEP_KEPT_MS = 5 * 60 * 1000;

interface Kept {
  session: CompletedLogin;
  at: number;
}

/**
 * The session of a terms step, kept in this tab (session storage) while the step shows, so a reload shows the
 * terms again (the modal's flag, isTermsOfUseOpen, persists as the spec says) instead of dropping the player out
 * of the login. The session can do nothing but accept the terms or end: the platform holds it to that.
 */
export function keepTermsStep(session: CompletedLogin, storage: Storage = safeStorage('session'), now = Date.now()): void {
  storage.setItem(KEY, JSON.stringify({ session, at: now } satisfies Kept));
}

/** The terms step's session kept before a reload, if it is still young enough for the platform to know it. */
export function keptTermsStep(storage: Storage = safeStorage('session'), now = Date.now()): CompletedLogin | null {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Kept | null;
    return kept && now - kept.at < TERMS_STEP_KEPT_MS ? kept.session : null;
  } catch {
    return null;
  }
}

export const forgetTermsStep = (storage: Storage = safeStorage('session')) => storage.removeItem(KEY);
