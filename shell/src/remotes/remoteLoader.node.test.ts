import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, REMOTE_LOAD_TIMEOUT_MS, type RemoteLoader } from './federation';

/**
 * The shell's Module Federation instance as the loader uses it: remotes registered by name (a second
 * registration replaces the first only when forced, and forgets what was loaded), plugins kept, and each
 * remote's `lifecycles` module served from the entry it was registered with.
 */
class FakeFederation {
  plugins: ModuleFederationRuntimePlugin[] = [];
  remotes = new Map<string, { entry: string; loaded?: Promise<unknown> }>();
  /** What each entry serves: a module, or a load that never answers, or a failure. */
  serves = new Map<string, () => Promise<unknown>>();
  fetches: string[] = [];
  preloaded: string[] = [];
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]) {
    this.plugins.push(...plugins);
  }
  registerRemotes(remotes: { name: string; entry: string }[], { force = false } = {}) {
    for (const { name, entry } of remotes) if (force || !this.remotes.has(name)) this.remotes.set(name, { entry });
  }
  loadRemote(id: string) {
    const remote = this.remotes.get(id.split('/')[0])!;
    remote.loaded ??= (this.fetches.push(remote.entry), (this.serves.get(remote.entry) ?? (async () => undefined))());
    return remote.loaded;
  }
  async preloadRemote(options: { nameOrAlias: string }[]) {
    this.preloaded.push(...options.map((o) => o.nameOrAlias));
    throw new Error('preload failed');
  }
}

// The loader takes the shell's instance through getInstance() when it is created.
let mockFederation: FakeFederation;
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => mockFederation }));

const EVENTS = 'http://localhost:3003/mf-manifest.json';
const lifecycles = (contractVersion: unknown) => async () => ({ contractVersion, mount: async () => undefined });

describe('the remote loader', () => {
  let federation: FakeFederation;
  let loader: RemoteLoader;
  beforeEach(() => {
    federation = mockFederation = new FakeFederation();
    loader = createRemoteLoader({ [EVENTS]: { id: 'inline' } });
    loader.register({ events: EVENTS });
  });

  it("puts the network and integrity plugins on the shell's instance", () => {
    expect(federation.plugins.map((p) => p.name)).toEqual(['sportsbook-network', 'sportsbook-integrity']);
  });

  it.each([
    ['2.0.0', true],
    ['2.1.0', true],
    ['2.4.2', true],
    ['3.0.0', false],
    ['1.9.0', false],
    [undefined, false],
  ])('a remote built for contracts %s is taken: %s', async (version, taken) => {
    federation.serves.set(EVENTS, lifecycles(version));
    const load = loader.load('events');
    if (taken) await expect(load).resolves.toMatchObject({ contractVersion: version });
    else await expect(load).rejects.toThrow(`events: built for contracts ${String(version)}, the shell speaks 2.1.0`);
  });

  it('refuses a remote the registry does not name, and one that exposes nothing', async () => {
    await expect(loader.load('jackpot')).rejects.toThrow('jackpot: not configured in remotes.json');
    await expect(loader.load('events')).rejects.toThrow('events: exposes no lifecycles');
  });

  it(`gives up on a remote that does not answer within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`, async () => {
    jest.useFakeTimers();
    try {
      federation.serves.set(EVENTS, () => new Promise(() => undefined));
      const load = loader.load('events');
      const settled = expect(load).rejects.toThrow(`events: no answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`);
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a slow remote arrive: the try after a timeout joins the load under way instead of starting it over', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (module: unknown) => void = () => undefined;
      federation.serves.set(EVENTS, () => new Promise((resolve) => (arrive = resolve)));
      const first = expect(loader.load('events')).rejects.toThrow(`events: no answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`);
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
      await first;
      loader.reset('events');
      const second = loader.load('events');
      arrive(await lifecycles('2.0.0')());
      await expect(second).resolves.toMatchObject({ contractVersion: '2.0.0' });
      expect(federation.fetches).toEqual([EVENTS]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches a failed remote afresh after a reset, from the entry the registry gave', async () => {
    let up = false;
    federation.serves.set(EVENTS, () => (up ? lifecycles('2.0.0')() : Promise.reject(new Error('connection refused'))));
    await expect(loader.load('events')).rejects.toThrow('connection refused');
    up = true;
    loader.reset('events');
    await expect(loader.load('events')).resolves.toMatchObject({ contractVersion: '2.0.0' });
    expect(federation.fetches).toEqual([EVENTS, EVENTS]);
  });

  it('warms only a configured remote, and a failed warm-up stays silent', async () => {
    loader.warm('events');
    loader.warm('jackpot');
    await Promise.resolve();
    expect(federation.preloaded).toEqual(['sportsbook_events']);
  });
});
