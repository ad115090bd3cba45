import { waitFor } from '@testing-library/react';
import { createEventBus, createShellStores, type ClientErrorReport } from '@sportsbook/contracts';
import { createFakeApi } from '@sportsbook/testing';
import { startPlayerSession } from './playerSession';
import { startSession } from './startSession';

// The player's machinery is a chunk of its own: the tests see when the phase starts it.
jest.mock('./playerSession', () => {
  const actual = jest.requireActual<typeof import('./playerSession')>('./playerSession');
  return { startPlayerSession: jest.fn(actual.startPlayerSession) };
});
const started = () => (startPlayerSession as jest.Mock).mock.calls.length;

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
  return { stores, bus, fake, phase, reports };
}

describe('the session phase', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    (startPlayerSession as jest.Mock).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('is ready for a visitor without asking the platform who they are', async () => {
    const { stores, fake, phase } = start(false);
    await phase.ready;
    expect(stores.session.getState().status).toBe('anonymous');
    expect(fake.requests.map((r) => r.url)).not.toContain('/api/session');
    // The logged-in player's machinery never loads.
    expect(started()).toBe(0);
  });

  it("starts the player's machinery at a login, without checking the new session again", async () => {
    const { stores, fake, phase } = start(false);
    await phase.ready;
    stores.session.getState().logIn({ username: 'demo', currency: 'EUR', jwe_token: 'new', expirationTimeInSeconds: 3600 });
    await waitFor(() => expect(fake.requests).toHaveLength(2));
    expect(started()).toBe(1);
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/xapi/icore/players/demo/balance/sportsbook',
      '/xapi/rest/accounts/demo/accountPrefs',
    ]);
  });

  it("runs a logout asked for on a visitor's page through the player's machinery", async () => {
    const { bus, phase } = start(false);
    await phase.ready;
    const changes: unknown[] = [];
    bus.on('session/changed', (change) => changes.push(change));
    bus.emit('session/logout-requested', { reason: 'unauthorized' });
    await waitFor(() => expect(changes).toEqual([{ loggedIn: false, reason: 'unauthorized' }]));
    expect(started()).toBe(1);
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
