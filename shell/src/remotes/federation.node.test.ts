import { networkPlugin } from './federation';
import { createScriptIntegrity, UNLISTED } from './releaseIntegrity';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

const HASH = `sha384-${'a'.repeat(64)}`;
/** A sealed manifest (tooling/release/sealRelease.mjs) of a build on the page's runtime 2.9.2. */
const sealed = (id: string, release: object = {}) => ({
  id,
  release: { federation: { runtime: 'page', version: '2.9.2' }, integrity: { 'remoteEntry.js': HASH }, ...release },
});
const plugin = (inline: Record<string, unknown> = {}, integrity = createScriptIntegrity()) =>
  networkPlugin(inline, integrity, '2.9.2').fetch as FetchHook;

describe('networkPlugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('answers a manifest the page carried inline without a request, and fetches it afresh on a retry', async () => {
    const served: string[] = [];
    global.fetch = (async (url: string) => {
      served.push(url);
      return new Response(JSON.stringify(sealed('from the network')), { status: 200 });
    }) as typeof fetch;
    // As the shell's server carries it: admitted, its folder named.
    const admitted = { ...sealed('inline'), metaData: { publicPath: 'http://localhost:3003/' } };
    const integrity = createScriptIntegrity();
    const hook = plugin({ 'http://localhost:3003/mf-manifest.json': admitted }, integrity);

    const first = await hook('http://localhost:3003/mf-manifest.json', {});
    expect(await first.json()).toMatchObject({ id: 'inline' });
    expect(served).toEqual([]);
    expect(integrity.of('http://localhost:3003/remoteEntry.js')).toBe(HASH);

    const again = await hook('http://localhost:3003/mf-manifest.json', {});
    expect(await again.json()).toMatchObject({ id: 'from the network' });
    expect(served).toEqual(['http://localhost:3003/mf-manifest.json']);
  });

  it('tries a failing manifest once more before giving its answer', async () => {
    let calls = 0;
    global.fetch = (async () =>
      new Response(JSON.stringify(sealed('second try')), { status: ++calls === 1 ? 503 : 200 })) as typeof fetch;
    const hook = plugin();
    expect((await hook('http://localhost:3004/mf-manifest.json', {})).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('gives the last network error when both tries fail, so the load fails and the region falls back', async () => {
    let calls = 0;
    global.fetch = (async () => {
      throw new TypeError(`fetch failed (${++calls})`);
    }) as typeof fetch;
    const hook = plugin();
    await expect(hook('http://localhost:3005/mf-manifest.json', {})).rejects.toThrow('fetch failed (2)');
    expect(calls).toBe(2);
  });

  it('sends each try with a time limit, so a server that never answers cannot hold the load', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    global.fetch = (async (_: string, init: RequestInit) => {
      signals.push(init.signal);
      return new Response(JSON.stringify(sealed('timed')), { status: 200 });
    }) as typeof fetch;
    const hook = plugin();
    await hook('http://localhost:3006/mf-manifest.json', { headers: { accept: 'application/json' } });
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[0]!.aborted).toBe(false);
  });

  it("loads a release's standalone build when the page runs another federation version, and trusts its files", async () => {
    const served: string[] = [];
    global.fetch = (async (url: string) => {
      served.push(url);
      return new Response(
        JSON.stringify(
          url.includes('/standalone/')
            ? sealed('standalone', { federation: { runtime: 'own', version: '9.9.9' } })
            : sealed('lean', { federation: { runtime: 'page', version: '9.9.9' }, standalone: 'standalone/mf-manifest.json' }),
        ),
        { status: 200 },
      );
    }) as typeof fetch;
    const integrity = createScriptIntegrity();
    const answer = await plugin({}, integrity)('http://localhost:3001/mf-manifest.json', {});

    expect(served).toEqual(['http://localhost:3001/mf-manifest.json', 'http://localhost:3001/standalone/mf-manifest.json']);
    expect(await answer.json()).toMatchObject({
      id: 'standalone',
      metaData: { publicPath: 'http://localhost:3001/standalone/' },
    });
    expect(integrity.of('http://localhost:3001/standalone/remoteEntry.js')).toBe(HASH);
    expect(integrity.of('http://localhost:3001/standalone/999.js')).toBe(UNLISTED);
    expect(integrity.of('http://localhost:3009/remoteEntry.js')).toBeUndefined();
  });

  it('refuses a release that carries no hashes of its files, saying why', async () => {
    global.fetch = (async () => new Response(JSON.stringify({ id: 'old', metaData: {} }), { status: 200 })) as typeof fetch;
    await expect(plugin()('http://localhost:3002/mf-manifest.json', {})).rejects.toThrow(
      'the release at http://localhost:3002/mf-manifest.json is refused: its manifest does not say which federation runtime it runs on',
    );
  });
});
