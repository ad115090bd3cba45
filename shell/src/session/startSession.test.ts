import { createEventBus, createShellStores, type ClientErrorReport } from '@sportsbook/contracts';
import { createFakeApi } from '@sportsbook/contracts/src/testing/renderInShell';
import { startSession } from './startSession';

/** The session phase over a fake platform that knows one player, whose token it renews. */
function start(stored: boolean) {
  const stores = createShellStores();
  const bus = createEventBus();
  const fake = createFakeApi(({ url }) =>
    url === '/api/session' ? { status: 200, data: { jwe_token: 'renewed', username: 'demo' } } : { status: 200, data: {} },
  );
  if (stored) {
    stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 'old', expirationTimeInSeconds: 3600 });
    stores.session.setState({ status: 'unknown' });
  }
  const reports: ClientErrorReport[] = [];
  const phase = startSession({
    api: fake.api,
    bus,
    stores,
    locale: () => 'en',
    report: (r) => reports.push(r),
    reload: () => undefined,
  });
  return { stores, fake, phase, reports };
}

describe('the session phase', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('is ready for a visitor without asking the platform who they are', async () => {
    const { stores, fake, phase } = start(false);
    await phase.ready;
    expect(stores.session.getState().status).toBe('anonymous');
    expect(fake.requests.map((r) => r.url)).not.toContain('/api/session');
  });

  it('is ready once a stored token is confirmed, so remotes mount for the logged-in player', async () => {
    const { stores, fake, phase } = start(true);
    expect(stores.session.getState().status).toBe('unknown');
    await phase.ready;
    expect(stores.session.getState()).toMatchObject({ status: 'logged-in', session: { jwe_token: 'renewed' } });
    const check = fake.requests.find((r) => r.url === '/api/session')!;
    expect(check.withAuth).toBe(true);
    // Beside it, for the player: the wallet and the saved preferences.
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/api/session',
      '/xapi/icore/players/demo/balance/sportsbook',
      '/xapi/rest/accounts/demo/accountPrefs',
    ]);
    // The idle probe asks once the browser is idle, 2 s at the latest.
    jest.advanceTimersByTime(2_000);
    expect(fake.requests.map((r) => r.url)).toContain('/api/v2/geo_data');
  });
});
