import { networkPlugin } from './federation';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('networkPlugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('answers a manifest the page carried inline without a request, and fetches it afresh on a retry', async () => {
    const served: string[] = [];
    global.fetch = (async (url: string) => {
      served.push(url);
      return new Response(JSON.stringify({ id: 'from the network' }), { status: 200 });
    }) as typeof fetch;
    const hook = networkPlugin({ 'http://localhost:3003/mf-manifest.json': { id: 'inline' } }).fetch as FetchHook;

    const first = await hook('http://localhost:3003/mf-manifest.json', {});
    expect(await first.json()).toEqual({ id: 'inline' });
    expect(served).toEqual([]);

    const again = await hook('http://localhost:3003/mf-manifest.json', {});
    expect(await again.json()).toEqual({ id: 'from the network' });
    expect(served).toEqual(['http://localhost:3003/mf-manifest.json']);
  });

  it('tries a failing manifest once more before giving its answer', async () => {
    let calls = 0;
    global.fetch = (async () => new Response('', { status: ++calls === 1 ? 503 : 200 })) as typeof fetch;
    const hook = networkPlugin().fetch as FetchHook;
    expect((await hook('http://localhost:3004/mf-manifest.json', {})).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('gives the last network error when both tries fail, so the load fails and the region falls back', async () => {
    let calls = 0;
    global.fetch = (async () => {
      throw new TypeError(`fetch failed (${++calls})`);
    }) as typeof fetch;
    const hook = networkPlugin().fetch as FetchHook;
    await expect(hook('http://localhost:3005/mf-manifest.json', {})).rejects.toThrow('fetch failed (2)');
    expect(calls).toBe(2);
  });

  it('sends each try with a time limit, so a server that never answers cannot hold the load', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    global.fetch = (async (_: string, init: RequestInit) => {
      signals.push(init.signal);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const hook = networkPlugin().fetch as FetchHook;
    await hook('http://localhost:3006/mf-manifest.json', { headers: { accept: 'application/json' } });
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(signals[0]!.aborted).toBe(false);
  });
});
