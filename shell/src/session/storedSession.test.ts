import { createEventBus, createShellStores, type ApiClient, type BusEvents } from '@sportsbook/contracts';
import { startSessionLifecycle } from './sessionLifecycle';
import { checkStoredSession } from './storedSession';

type Get = (url: string, config?: unknown) => Promise<{ data: unknown }>;

/** The check at start over a fake platform, ending sessions with the player's session machinery, as the phase does. */
function setup(get: Get, now = () => Date.now()) {
  const stores = createShellStores();
  const bus = createEventBus();
  const toasts: BusEvents['toast/show'][] = [];
  const changes: BusEvents['session/changed'][] = [];
  bus.on('toast/show', (t) => toasts.push(t));
  bus.on('session/changed', (c) => changes.push(c));
  const calls: string[] = [];
  const api = {
    get: (url: string, config?: unknown) => (calls.push(url), get(url, config)),
  } as unknown as ApiClient;
  const reload = jest.fn();
  const lifecycle = startSessionLifecycle({ api, bus, stores, locale: () => 'en', reload, now, storage: localStorage });
  const check = () => checkStoredSession({ api, bus, stores, logout: lifecycle.logout, now });
  return { stores, toasts, changes, calls, reload, check, stop: lifecycle.stop };
}

const refused = (status: number) =>
  Object.assign(new Error(`HTTP ${status}`), { response: { status, data: { message: 'the session has ended' } } });

describe('the stored session, checked at start', () => {
  it('confirms a stored token with the session call and takes the renewed token', async () => {
    const s = setup(async () => ({ data: { jwe_token: 'renewed', username: 'demo', thirdPartyTokens: { dst: 'dst-renewed' } } }));
    s.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 'old', expirationTimeInSeconds: 3600 });
    s.stores.session.setState({ status: 'unknown' });
    await s.check();
    expect(s.calls).toEqual(['/api/session']);
    expect(s.stores.session.getState().status).toBe('logged-in');
    expect(s.stores.session.getState().session).toMatchObject({ jwe_token: 'renewed', thirdPartyTokens: { dst: 'dst-renewed' } });
    expect(s.changes).toEqual([{ loggedIn: true, username: 'demo' }]);
    s.stop();
  });

  it('shows error-500 and logs out when the session call answers no jwe_token', async () => {
    const s = setup(async (url) => ({ data: url === '/api/session' ? { username: 'demo' } : {} }));
    s.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 'old' });
    await s.check();
    expect(s.toasts).toEqual([{ kind: 'error', messageKey: 'errors.error-500' }]);
    expect(s.stores.session.getState().status).toBe('anonymous');
    expect(s.calls).toContain('/auth/en/api/plugins/component/route/header_login/logout');
    expect(s.reload).toHaveBeenCalled();
    s.stop();
  });

  it('removes a stored token the platform refuses, ending its session there with reason unauthorized, so the next load does not check it again', async () => {
    const params: unknown[] = [];
    const s = setup(async (url, config) => {
      if (url === '/api/session') throw refused(401);
      params.push((config as { params?: unknown }).params);
      return { data: {} };
    });
    s.stores.session
      .getState()
      .logIn({ username: 'demo', currency: 'EUR', jwe_token: 'corrupted', expirationTimeInSeconds: 3600 });
    s.stores.session.setState({ status: 'unknown' });
    await s.check();
    expect(s.calls).toEqual(['/api/session', '/auth/en/api/plugins/component/route/header_login/logout']);
    expect(params).toEqual([{ reason: 'unauthorized' }]);
    expect(s.stores.session.getState().session).toBeNull();
    expect(s.stores.session.getState().status).toBe('anonymous');
    expect(s.changes.at(-1)).toEqual({ loggedIn: false, reason: 'unauthorized' });
  });

  it('keeps a stored token through a network failure, to check it again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = setup(async () => {
      throw new Error('network down');
    });
    s.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 'kept', expirationTimeInSeconds: 3600 });
    s.stores.session.setState({ status: 'unknown' });
    await s.check();
    expect(s.calls).toEqual(['/api/session']);
    expect(s.stores.session.getState().session?.jwe_token).toBe('kept');
  });

  it('ends a stored token that already expired on the platform too, with reason jwe_token_expired', async () => {
    const s = setup(
      async () => ({ data: {} }),
      () => Date.now() + 2 * 3600_000,
    );
    s.stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 'old', expirationTimeInSeconds: 3600 });
    s.stores.session.setState({ status: 'unknown' });
    await s.check();
    expect(s.calls).toEqual(['/auth/en/api/plugins/component/route/header_login/logout']);
    expect(s.changes.at(-1)).toEqual({ loggedIn: false, reason: 'jwe_token_expired' });
    expect(s.stores.session.getState().session).toBeNull();
  });
});
