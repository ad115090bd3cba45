import { createScriptIntegrity, integrityPlugin } from './releaseIntegrity';

const ENTRY = 'http://localhost:3007/remoteEntry.js';
const CHUNK = 'http://localhost:3007/588.4b3c71e6.js';

describe("the scripts and preloads of an admitted release carry the release's integrity", () => {
  const integrity = createScriptIntegrity();
  integrity.trust('http://localhost:3007/', { [ENTRY]: 'sha384-entry', [CHUNK]: 'sha384-chunk' });
  const plugin = integrityPlugin(integrity);
  const hook = <K extends 'createScript' | 'createLink'>(name: K) => plugin[name] as (arg: unknown) => unknown;

  it('loads an entry in CORS mode with its hash', () => {
    const script = hook('createScript')({ url: ENTRY }) as HTMLScriptElement;
    expect([script.integrity, script.crossOrigin]).toEqual(['sha384-entry', 'anonymous']);
  });

  it("warms a chunk with a preload the script then uses: the same hash, the runtime's rel and as kept", () => {
    const link = hook('createLink')({ url: CHUNK, attrs: { rel: 'preload', as: 'script' } }) as HTMLLinkElement;
    expect([link.href, link.rel, link.getAttribute('as'), link.integrity, link.crossOrigin]).toEqual([
      CHUNK,
      'preload',
      'script',
      'sha384-chunk',
      'anonymous',
    ]);
  });

  it("leaves what no admitted release serves to the runtime, and fails a release's unlisted file closed", () => {
    expect(hook('createLink')({ url: 'http://localhost:9999/other.js', attrs: { rel: 'preload' } })).toBeUndefined();
    expect((hook('createLink')({ url: 'http://localhost:3007/tampered.js' }) as HTMLLinkElement).integrity).toBe(
      'sha384-unlisted',
    );
  });
});
