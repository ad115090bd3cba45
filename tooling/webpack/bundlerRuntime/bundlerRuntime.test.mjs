// The page's one federation bundler runtime: what the shell puts on the page (provide.mjs) and what a remote
// takes from it (consume.mjs). The real runtime is exercised by the journeys (every remote loads through it,
// the release drills load a second build); here, the rules of the hand-over.

const VERSION = '2.9.2';

/** A bundler runtime as the shell's build has it: functions, and a share scope object of its own. */
function shellBundlerRuntime(instances) {
  const createInstance = (options) => {
    const instance = { options: { ...options }, initOptions: (more) => Object.assign(instance.options, more) };
    instances.push(instance);
    return instance;
  };
  return {
    runtime: { createInstance, init: () => 'the shell runtime default init' },
    bundlerRuntime: { consumes: () => 'consumes', I: () => 'initializeSharing', S: { shell: {} } },
    attachShareScopeMap: () => 'attach',
  };
}

function loadProvide(instances) {
  let provide;
  jest.isolateModules(() => {
    jest.doMock('federation-bundler-runtime', () => ({ __esModule: true, default: shellBundlerRuntime(instances) }), {
      virtual: true,
    });
    jest.doMock('federation-bundler-runtime/initContainerEntry', () => ({ initContainerEntry: () => 'container init' }), {
      virtual: true,
    });
    provide = require('./provide.mjs');
  });
  return provide;
}

function loadConsume() {
  let consumed;
  jest.isolateModules(() => {
    consumed = require('./consume.mjs').default;
  });
  return consumed;
}

beforeEach(() => {
  globalThis.FEDERATION_BUNDLER_RUNTIME_VERSION = VERSION;
  delete globalThis._FEDERATION_BUNDLER_RUNTIME;
  globalThis.__FEDERATION__ = { __INSTANCES__: [] };
});

describe("the shell's bundler runtime on the page", () => {
  it('is put on the page with its version and the container init the shell leaves out', () => {
    loadProvide(globalThis.__FEDERATION__.__INSTANCES__);
    const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
    expect(provided.version).toBe(VERSION);
    expect(provided.bundlerRuntime.initContainerEntry()).toBe('container init');
    expect(provided.bundlerRuntime.consumes()).toBe('consumes');
  });

  it("gives a remote's container an instance of its own, never the shell's, and the same one again by name", () => {
    const instances = globalThis.__FEDERATION__.__INSTANCES__;
    loadProvide(instances);
    const shell = { options: { name: 'sportsbook_shell' }, initOptions: () => undefined };
    instances.push(shell);
    const { init } = globalThis._FEDERATION_BUNDLER_RUNTIME.runtime;

    const header = init({ name: 'sportsbook_header', shareStrategy: 'loaded-first' });
    expect(header).not.toBe(shell);
    expect(header.options).toEqual({ name: 'sportsbook_header', shareStrategy: 'loaded-first', id: '' });
    expect(init({ name: 'sportsbook_header', remotes: [] })).toBe(header);
    expect(header.options.remotes).toEqual([]);
    expect(init({ name: 'sportsbook_menu' })).not.toBe(header);
    expect(instances.map((instance) => instance.options.name)).toEqual([
      'sportsbook_shell',
      'sportsbook_header',
      'sportsbook_menu',
    ]);
  });

  it('tells two versions of one remote apart', () => {
    loadProvide(globalThis.__FEDERATION__.__INSTANCES__);
    const { init } = globalThis._FEDERATION_BUNDLER_RUNTIME.runtime;
    const first = init({ name: 'sportsbook_header', version: '1.0.0' });
    expect(init({ name: 'sportsbook_header', version: '1.1.0' })).not.toBe(first);
    expect(init({ name: 'sportsbook_header', version: '1.0.0' })).toBe(first);
  });
});

describe("a remote's container takes the page's bundler runtime", () => {
  it('with state of its own: its share scope and options are not the shell nor another remote', () => {
    loadProvide(globalThis.__FEDERATION__.__INSTANCES__);
    const header = loadConsume();
    const menu = loadConsume();
    const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
    expect(header.bundlerRuntime.consumes).toBe(provided.bundlerRuntime.consumes);
    expect(header.bundlerRuntime.S).toEqual({});
    expect(header.bundlerRuntime.S).not.toBe(menu.bundlerRuntime.S);
    expect(header.bundlerRuntimeOptions).not.toBe(menu.bundlerRuntimeOptions);
    expect(header.instance).toBeUndefined();
  });

  it('refuses a page without one, saying what it needs', () => {
    expect(loadConsume).toThrow(`needs the page's federation runtime ${VERSION}`);
  });

  it('refuses another version (the shell loads the standalone build there instead)', () => {
    globalThis._FEDERATION_BUNDLER_RUNTIME = { version: '2.8.0', runtime: {}, bundlerRuntime: {} };
    expect(loadConsume).toThrow(`needs the page's federation runtime ${VERSION}`);
  });
});
