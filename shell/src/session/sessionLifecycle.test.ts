import { createEventBus, createShellStores, PERSISTED_BETSLIP_KEY, type ApiClient, type BusEvents } from '@sportsbook/contracts';
import { BETSLIP_HANDOVER_KEY, deletePersistedBetslipAtStart } from '../startup/persistedBetslip';
import { startSessionLifecycle } from './sessionLifecycle';

type Get = (url: string, config?: unknown) => Promise<{ data: unknown }>;

function setup(get: Get, now = () => Date.now(), storage: Storage = localStorage) {
  const stores = createShellStores();
  const bus = createEventBus();
  const changes: BusEvents['session/changed'][] = [];
  bus.on('session/changed', (c) => changes.push(c));
  const calls: string[] = [];
  const api = {
    get: (url: string, config?: unknown) => (calls.push(url), get(url, config)),
    request: (request: { method: string; url: string }) => (
      calls.push(`${request.method.toUpperCase()} ${request.url}`),
      get(request.url, request)
    ),
    post: (url: string, data?: unknown) => (calls.push(`POST ${url}`), get(url, data)),
  } as unknown as ApiClient;
  const reload = jest.fn();
  return {
    stores,
    bus,
    changes,
    calls,
    api,
    reload,
    start: () => startSessionLifecycle({ api, bus, stores, locale: () => 'en', reload, now, storage }),
  };
}

describe('session lifecycle', () => {
  it('logs out with reason jwe_token_expired 30 s before the token expires, and reloads even if the logout call fails', async () => {
    jest.useFakeTimers();
    try {
      const s = setup(async (url) => {
        if (url.includes('logout')) throw new Error('network down');
        return { data: { jwe_token: 'renewed' } };
      });
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      s.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't', expirationTimeInSeconds: 120 });
      const lifecycle = s.start();
      expect(s.stores.session.getState().status).toBe('logged-in');
      await jest.advanceTimersByTimeAsync(89_000);
      expect(s.stores.session.getState().status).toBe('logged-in');
      await jest.advanceTimersByTimeAsync(2_000);
      expect(s.stores.session.getState().status).toBe('anonymous');
      expect(s.changes.at(-1)).toEqual({ loggedIn: false, reason: 'jwe_token_expired' });
      expect(s.reload).toHaveBeenCalledTimes(1);
      lifecycle.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it("hands the slip over to the boot after a logout's reload, and only a logged-in player's logout reloads", async () => {
    sessionStorage.clear();
    localStorage.setItem(PERSISTED_BETSLIP_KEY, '{"state":{"bets":[{"ref":"1-7"}]}}');
    const visitor = setup(async () => ({ data: {} }));
    await visitor.start().logout('user');
    expect(visitor.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(BETSLIP_HANDOVER_KEY)).toBeNull();

    const s = setup(async () => ({ data: { jwe_token: 'renewed' } }));
    s.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't' });
    const lifecycle = s.start();
    await lifecycle.logout('user');
    expect(s.reload).toHaveBeenCalledTimes(1);
    // The boot of the reloaded page keeps the slip.
    expect(deletePersistedBetslipAtStart(localStorage, sessionStorage)).toBe(true);
    expect(localStorage.getItem(PERSISTED_BETSLIP_KEY)).toContain('1-7');
    lifecycle.stop();
    localStorage.removeItem(PERSISTED_BETSLIP_KEY);
  });

  it('ignores a second logout request within a second', async () => {
    const s = setup(async () => ({ data: { jwe_token: 'renewed' } }));
    s.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 't' });
    const lifecycle = s.start();
    await Promise.all([lifecycle.logout('user'), lifecycle.logout('user')]);
    expect(s.calls.filter((c) => c.includes('logout'))).toHaveLength(1);
    lifecycle.stop();
  });

  const refused = (status: number) =>
    Object.assign(new Error(`HTTP ${status}`), { response: { status, data: { message: 'the session has ended' } } });

  it('logs a device-session player out with DELETE {base}/accounts/me/sessions', async () => {
    const s = setup(async () => ({ data: { jwe_token: 'renewed' } }));
    s.stores.globalSettings.setState((g) => ({ settings: { ...g.settings, device_session_login: true } }));
    s.stores.session.getState().logIn({ username: 'kenya', currency: 'KES', jwe_token: 't' });
    const lifecycle = s.start();
    await lifecycle.logout('user');
    expect(s.calls).toEqual(['DELETE /franco/accounts/me/sessions']);
    expect(s.stores.session.getState().status).toBe('anonymous');
    lifecycle.stop();
  });

  it('renews a device session a minute before its token would expire, and ends it when the refresh is refused', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      let refreshes = 0;
      const s = setup(async (url, data) => {
        if (url === '/franco/accounts/me/sessions/refresh') {
          refreshes += 1;
          expect(data).toEqual({ sessionId: 's1', refreshToken: 'r1' });
          if (refreshes === 2) throw refused(401);
          return { data: { accessToken: `access-${refreshes}`, expiresIn: 600, thirdPartyTokens: { dst: `dst-${refreshes}` } } };
        }
        return { data: { jwe_token: 'renewed' } };
      });
      localStorage.setItem('sb-device-session', JSON.stringify({ sessionId: 's1', refreshToken: 'r1' }));
      s.stores.globalSettings.setState((g) => ({ settings: { ...g.settings, device_session_login: true } }));
      s.stores.session.getState().logIn({ username: 'kenya', currency: 'KES', jwe_token: 't', expirationTimeInSeconds: 600 });
      const lifecycle = s.start();
      // 600 s, less the 30 s margin, less the minute's lead.
      await jest.advanceTimersByTimeAsync(509_000);
      expect(refreshes).toBe(0);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(refreshes).toBe(1);
      // The providers' tokens expire too: they are renewed with the session's.
      expect(s.stores.session.getState()).toMatchObject({
        status: 'logged-in',
        session: { jwe_token: 'access-1', thirdPartyTokens: { dst: 'dst-1' } },
      });
      await jest.advanceTimersByTimeAsync(511_000);
      expect(refreshes).toBe(2);
      expect(s.stores.session.getState().status).toBe('anonymous');
      expect(s.changes.at(-1)).toEqual({ loggedIn: false, reason: 'jwe_token_expired' });
      expect(s.calls.at(-1)).toBe('DELETE /franco/accounts/me/sessions');
      lifecycle.stop();
    } finally {
      localStorage.clear();
      jest.useRealTimers();
    }
  });
});
