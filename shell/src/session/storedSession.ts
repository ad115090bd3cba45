import {
  failedCall,
  isTokenValid,
  platformPaths,
  type ApiClient,
  type EventBus,
  type LoginSession,
  type LogoutReason,
  type ShellStores,
} from '@sportsbook/contracts';
import { renewedSession } from './renewedSession';

interface StoredSessionDeps {
  api: ApiClient;
  bus: EventBus;
  stores: ShellStores;
  /** Ends a session the platform no longer has (the player's session machinery). */
  logout: (reason: LogoutReason) => Promise<void>;
  now?: () => number;
}

/**
 * The session a stored token stands for, checked at start before any remote mounts: the session call must
 * return a jwe_token, otherwise error-500 shows (spec 1 section 5).
 */
export async function checkStoredSession({ api, bus, stores, logout, now = Date.now }: StoredSessionDeps): Promise<void> {
  const { session } = stores;
  const state = session.getState();
  if (!isTokenValid(state, now())) {
    await logout('jwe_token_expired');
    return;
  }
  try {
    const { data } = await api.get<Partial<LoginSession>>(platformPaths.session, {
      params: { timestamp: now() },
      withAuth: true,
    });
    const token = data?.jwe_token;
    if (!token) {
      bus.emit('toast/show', { kind: 'error', messageKey: 'errors.error-500' });
      await logout('unauthorized');
      return;
    }
    session.setState((s) => ({
      status: 'logged-in',
      session: s.session ? renewedSession(s.session, token, data.thirdPartyTokens) : s.session,
    }));
    bus.emit('session/changed', { loggedIn: true, username: state.session?.username });
  } catch (error) {
    // A refused token (forged, corrupted, ended) is removed for good, or every load would check it again;
    // anything else (the network) leaves it in place to be checked again, the player anonymous until then.
    const { status } = failedCall(error);
    if (status === 401 || status === 403) {
      await logout('unauthorized');
      return;
    }
    if (session.getState().status !== 'anonymous') session.getState().markAnonymous();
    console.warn('session check failed', error);
  }
}
