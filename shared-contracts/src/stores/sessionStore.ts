import { safeStorage } from './safeStorage';
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginDetails, LoginSession } from '../domain/session';

/** Seconds before expiry at which a token is treated as expired (spec 1 section 9). */
export const TOKEN_EXPIRY_MARGIN_S = 30;

export type AuthStatus = 'unknown' | 'anonymous' | 'logged-in';

export interface SessionState {
  status: AuthStatus;
  session: LoginSession | null;
  /** Epoch milliseconds at which the token stops being valid. */
  expiresAt: number | null;
  loginDetails: LoginDetails;
  /** The moment the session started, for the hh:mm:ss session clock. */
  startedAt: number | null;
  logIn(session: LoginSession, now?: number): void;
  logOut(): void;
  setLoginDetails(details: Partial<LoginDetails>): void;
  markAnonymous(): void;
}

export function sessionToken(session: LoginSession | null): string | undefined {
  return session?.jwe_token ?? session?.jweToken;
}

/**
 * A logged-in affiliated partner player (spec 1 section 4, spec 2 section 5): they lose the second esports
 * feed. Read as a store selector: `useShellStore('session', isPartnerAffiliate)`.
 */
export const isPartnerAffiliate = (state: Pick<SessionState, 'status' | 'session'>): boolean =>
  state.status === 'logged-in' && Boolean(state.session?.isPartnerMatrixAffiliate ?? state.session?.is_partner_matrix_affiliate);

/** A token is valid while now is before expiry minus the 30 s margin. */
export function isTokenValid(state: Pick<SessionState, 'session' | 'expiresAt'>, now = Date.now()): boolean {
  if (!sessionToken(state.session)) return false;
  if (state.expiresAt === null) return true;
  return now < state.expiresAt - TOKEN_EXPIRY_MARGIN_S * 1000;
}

export const SESSION_STORAGE_KEY = 'sb-session';

export function createSessionStore() {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        status: 'unknown',
        session: null,
        expiresAt: null,
        loginDetails: {},
        startedAt: null,
        logIn(session, now = Date.now()) {
          const token = sessionToken(session);
          if (!token) throw new Error('a login session needs a jwe_token');
          const seconds = session.expirationTimeInSeconds;
          set({
            status: 'logged-in',
            session: { ...session, jwe_token: token, jweToken: token },
            expiresAt: typeof seconds === 'number' ? now + seconds * 1000 : null,
            startedAt: now,
            loginDetails: { username: session.username, currency: session.currency },
          });
        },
        logOut() {
          set({ status: 'anonymous', session: null, expiresAt: null, startedAt: null });
        },
        setLoginDetails(details) {
          set((state) => ({ loginDetails: { ...state.loginDetails, ...details } }));
        },
        markAnonymous() {
          set({ status: 'anonymous' });
        },
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => safeStorage()),
        // The status is re-derived at start from the stored token, never trusted from storage.
        partialize: (state) => ({
          session: state.session,
          expiresAt: state.expiresAt,
          startedAt: state.startedAt,
          loginDetails: { savedUsername: state.loginDetails.savedUsername },
        }),
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;
