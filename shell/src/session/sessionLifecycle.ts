import {
  DEVICE_SESSION_KEY,
  platformPaths,
  sessionToken,
  TOKEN_EXPIRY_MARGIN_S,
  type ApiClient,
  type DeviceSessionAnswer,
  type DeviceSessionCredentials,
  type EventBus,
  type LogoutReason,
  type ShellStores,
  safeStorage,
} from '@sportsbook/contracts';
import { handOverBetslip } from '../startup';
import { renewedSession } from './renewedSession';

/** Spec 1 section 9: a second logout request within this time is ignored. */
export const LOGOUT_BUSY_RESET_MS = 1000;
/** A device session renews its token this long before the token would count as expired. */
export const DEVICE_REFRESH_LEAD_MS = 60_000;

export interface SessionDeps {
  api: ApiClient;
  bus: EventBus;
  stores: ShellStores;
  locale: () => string;
  reload: () => void;
  now?: () => number;
  storage?: Storage;
  /** The tab's storage (session storage), where a logout leaves the slip for the boot after its reload. */
  tabStorage?: Storage;
}

/**
 * The session from login to logout: ends it at expiry (30 s margin), renews a device session, and runs the
 * logout flow for every reason. Whenever the browser drops a token, the platform's session
 * is ended too, so that none stays live to count against the player's session quota. A logout call that
 * fails is only logged; the page reloads.
 */
export function startSessionLifecycle({
  api,
  bus,
  stores,
  locale,
  reload,
  now = Date.now,
  storage = safeStorage(),
  tabStorage = safeStorage('session'),
}: SessionDeps) {
  const { session } = stores;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let logoutBusyUntil = 0;

  async function logout(reason: LogoutReason) {
    if (now() < logoutBusyUntil) return;
    logoutBusyUntil = now() + LOGOUT_BUSY_RESET_MS;
    const wasLoggedIn = session.getState().status === 'logged-in';
    const token = sessionToken(session.getState().session);
    if (token) await endOnPlatform(token, reason).catch((error: unknown) => console.warn('logout call failed', error));
    session.getState().logOut();
    stores.wallet.getState().setWallet(null);
    bus.emit('session/changed', { loggedIn: false, reason });
    bus.emit('parent/post', { type: 'logout' });
    if (!wasLoggedIn) return;
    // The reload starts the page afresh, which deletes the persisted slip; the selections stay across a logout.
    handOverBetslip(tabStorage);
    reload();
  }

  /** The device-session style ends its session with its own call (spec 1 section 7.2). */
  function endOnPlatform(token: string, reason: LogoutReason) {
    const headers = { Authorization: `Bearer ${token}` };
    return stores.globalSettings.getState().settings.device_session_login
      ? api.request({ method: 'delete', url: platformPaths.deviceSession, headers })
      : api.get(platformPaths.logout(locale()), { params: { reason }, headers });
  }

  /** The device session's refresh credentials, which the account remote stored at login. */
  function deviceCredentials(): DeviceSessionCredentials | null {
    if (!stores.globalSettings.getState().settings.device_session_login) return null;
    try {
      const stored = JSON.parse(storage.getItem(DEVICE_SESSION_KEY) ?? 'null') as Partial<DeviceSessionCredentials> | null;
      return stored?.sessionId && stored.refreshToken ? { sessionId: stored.sessionId, refreshToken: stored.refreshToken } : null;
    } catch {
      return null;
    }
  }

  /** The device-session style renews its token before expiry (spec 1 section 7.2); a refused refresh ends the session. */
  async function refreshDeviceSession(credentials: DeviceSessionCredentials) {
    try {
      const { data } = await api.post<Pick<DeviceSessionAnswer, 'accessToken' | 'expiresIn' | 'thirdPartyTokens'>>(
        platformPaths.deviceSessionRefresh,
        credentials,
      );
      session.setState((s) => ({
        session: s.session ? renewedSession(s.session, data.accessToken, data.thirdPartyTokens) : s.session,
        expiresAt: now() + data.expiresIn * 1000,
      }));
    } catch (error) {
      console.warn('device session refresh failed', error);
      await logout('jwe_token_expired');
    }
  }

  function scheduleExpiry() {
    clearTimeout(expiryTimer);
    const { expiresAt, status } = session.getState();
    if (status !== 'logged-in' || expiresAt === null) return;
    const delay = Math.max(0, expiresAt - TOKEN_EXPIRY_MARGIN_S * 1000 - now());
    const credentials = deviceCredentials();
    const [run, wait] = credentials
      ? [() => void refreshDeviceSession(credentials), Math.max(0, delay - DEVICE_REFRESH_LEAD_MS)]
      : [() => void logout('jwe_token_expired'), delay];
    expiryTimer = setTimeout(run, Math.min(wait, 2 ** 31 - 1));
  }

  const stopSession = session.subscribe((state, previous) => {
    if (state.expiresAt !== previous.expiresAt || state.status !== previous.status) scheduleExpiry();
  });
  // Started once a session exists (or a logout is asked for): a session already there has its expiry now.
  scheduleExpiry();

  return {
    logout,
    stop() {
      clearTimeout(expiryTimer);
      stopSession();
    },
  };
}
