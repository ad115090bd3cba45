import { admitRelease } from './releaseGate';

const HASH = `sha384-${'b'.repeat(64)}`;
const URL_LEAN = 'https://cdn.example/header/1.4.0/mf-manifest.json';
const manifest = (release: object) => ({ id: 'sportsbook_header', metaData: { publicPath: 'auto' }, release });

describe('admitRelease: which build of a release a page loads', () => {
  it.each([
    // [what, release section, page version, decision]
    [
      'same version: the light build',
      {
        federation: { runtime: 'page', version: '2.9.2' },
        standalone: 'standalone/mf-manifest.json',
        integrity: { 'remoteEntry.js': HASH },
      },
      '2.9.2',
      'admit',
    ],
    [
      'another version: the standalone build',
      {
        federation: { runtime: 'page', version: '2.9.2' },
        standalone: 'standalone/mf-manifest.json',
        integrity: { 'remoteEntry.js': HASH },
      },
      '9.9.9',
      'standalone',
    ],
    [
      'a page that provides no runtime: the standalone build',
      {
        federation: { runtime: 'page', version: '2.9.2' },
        standalone: 'standalone/mf-manifest.json',
        integrity: { 'remoteEntry.js': HASH },
      },
      undefined,
      'standalone',
    ],
    [
      'a standalone build under any version',
      { federation: { runtime: 'own', version: '2.9.2' }, integrity: { 'remoteEntry.js': HASH } },
      '9.9.9',
      'admit',
    ],
    [
      'another version and no standalone build',
      { federation: { runtime: 'page', version: '2.9.2' }, integrity: { 'remoteEntry.js': HASH } },
      '2.9.3',
      'refuse',
    ],
    ['no hashes', { federation: { runtime: 'own', version: '2.9.2' } }, '2.9.2', 'refuse'],
    ['empty hashes', { federation: { runtime: 'own', version: '2.9.2' }, integrity: {} }, '2.9.2', 'refuse'],
    [
      'a hash that is not SHA-384',
      { federation: { runtime: 'own', version: '2.9.2' }, integrity: { 'remoteEntry.js': 'sha256-abc' } },
      '2.9.2',
      'refuse',
    ],
    ['no runtime named', { integrity: { 'remoteEntry.js': HASH } }, '2.9.2', 'refuse'],
  ])('%s', (_, release, pageVersion, kind) => {
    expect(admitRelease(manifest(release), URL_LEAN, pageVersion).kind).toBe(kind);
  });

  it('points to the standalone manifest beside the light one', () => {
    const decision = admitRelease(
      manifest({
        federation: { runtime: 'page', version: '2.9.2' },
        standalone: 'standalone/mf-manifest.json',
        integrity: { 'remoteEntry.js': HASH },
      }),
      URL_LEAN,
      '2.10.0',
    );
    expect(decision).toEqual({ kind: 'standalone', url: 'https://cdn.example/header/1.4.0/standalone/mf-manifest.json' });
  });

  it("admits with the files' hashes by URL and the manifest's folder as where they load from", () => {
    const decision = admitRelease(
      manifest({
        federation: { runtime: 'own', version: '2.9.2' },
        integrity: { 'remoteEntry.js': HASH, 'server/render.js': HASH },
      }),
      'https://cdn.example/header/1.4.0/standalone/mf-manifest.json',
      '9.9.9',
    );
    expect(decision).toMatchObject({
      kind: 'admit',
      base: 'https://cdn.example/header/1.4.0/standalone/',
      integrity: {
        'https://cdn.example/header/1.4.0/standalone/remoteEntry.js': HASH,
        'https://cdn.example/header/1.4.0/standalone/server/render.js': HASH,
      },
      manifest: { metaData: { publicPath: 'https://cdn.example/header/1.4.0/standalone/' } },
    });
  });

  it('says why it refuses', () => {
    expect(
      admitRelease(manifest({ federation: { runtime: 'page', version: '2.9.2' }, integrity: {} }), URL_LEAN, '3.0.0'),
    ).toEqual({
      kind: 'refuse',
      reason: 'it was built with Module Federation 2.9.2, the page has 3.0.0, and it publishes no standalone build',
    });
    expect(admitRelease('<html>', URL_LEAN, '2.9.2')).toEqual({ kind: 'refuse', reason: 'its manifest is not JSON' });
  });
});
