import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { RenderPool } from '../render/renderPool';
import { createPageComposer } from './composePage';
import { integrityOf } from '../../../tooling/release/integrity.mjs';
import { bootTags, brandSkeleton, firstViewAssets, scriptSafeJson, withLanguage } from './pageMarkup';
import { brandOfRequest, localeOfRequest, translationsIdOfRequest } from './pageRequest';

/** The render pool's work, in this process: the server build's render with the page's deadline. */
const inProcess: RenderPool = {
  async render(file, request) {
    try {
      return await createRequire(file)(file).render({ ...request, deadline: Date.now() + 400 });
    } catch (error) {
      console.error('render failed', error);
      return undefined;
    }
  },
  async plan(file, ask) {
    return createRequire(file)(file).firstViewPlan?.(ask);
  },
  close: async () => undefined,
};
const composer = (options: Omit<Parameters<typeof createPageComposer>[0], 'renderPool'>) => {
  const compose = createPageComposer({ ...options, renderPool: inProcess });
  return async (request: { url: string; headers: Record<string, string> }) => (await compose(request)).html;
};
const bootOf = (html: string) => JSON.parse(/<script id="sb-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]);

const HASH = `sha384-${'e'.repeat(64)}`;
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'lifecycles', assets: { js: { sync: ['__federation_expose_lifecycles.1a2b.js'], async: ['late.js'] } } },
    { name: 'liveStreamWidget', assets: { js: { sync: ['__federation_expose_liveStreamWidget.3c4d.js'], async: [] } } },
  ],
};

/**
 * A release's server build as the events remote publishes it (server/render.js): it draws the home page,
 * and tells what it was asked in its markup; it fails on one path, as a broken release would.
 */
const RENDER_BUILD = `exports.firstViewPlan = (ask) => ({
  requests: [{ path: '/xapi/rest/events', params: { asked: ask.location + ' ' + ask.channel } }],
  assumes: { layout: 'euro', sortBy: 'time' },
});
exports.render = async (request) => {
  if (request.location.startsWith('/de/broken')) throw new Error('broken release');
  if (request.location.startsWith('/de/nowhere'))
    return { html: '<div data-mfe-server="events">Seite nicht gefunden</div>', styles: '', status: 404, rendering: { remote: 'events', buildId: 'r1', location: request.location, channel: request.channel, timeZone: request.timeZone, queries: { queries: [], mutations: [] } } };
  if (!request.location.startsWith('/de/homepage')) return undefined;
  const asked = [request.location, request.channel, request.timeZone, request.texts.de['events.home'], request.texts.de['betslip.title']];
  return {
    html: '<div data-mfe-server="events">' + asked.join('|') + '</div>',
    styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    rendering: { remote: 'events', buildId: 'r1', location: request.location, channel: request.channel, timeZone: request.timeZone, queries: { queries: [], mutations: [] } },
  };
};`;

/** The manifest as its release is sealed (tooling/release/sealRelease.mjs), on the page's federation 2.9.2. */
const sealed = (serverBuild = RENDER_BUILD, release: object = {}) => ({
  ...manifest,
  release: {
    federation: { runtime: 'page', version: '2.9.2' },
    integrity: {
      'remoteEntry.js': HASH,
      '__federation_expose_lifecycles.1a2b.js': HASH,
      'server/render.js': integrityOf(serverBuild),
    },
    ...release,
  },
});

/** The shell's build as the server reads it: its page, and the federation version its runtime provides. */
function shellBuild(indexHtml: string, federationVersion = '2.9.2'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'boot-'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ release: { federation: { runtime: 'page', version: federationVersion } } }),
  );
  return dir;
}

/** A platform and a remote origin on a loopback port: what the shell's server reads for a page. */
function startUpstream(): Promise<{
  server: ReturnType<typeof createServer>;
  seen: { url?: string; brand?: string | string[] }[];
  origin: string;
}> {
  const seen: { url?: string; brand?: string | string[] }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url, brand: request.headers.brand });
    const body = (
      {
        '/api/all_cached_settings?cached=true': { web: { locales: ['en', 'de'] }, mobile: {} },
        '/api/languages': [{ id: 1, locale: 'de' }],
        // The brand's overrides; the remotes' own texts come from their releases.
        '/api/translations/de': { 'betslip.title': 'Wettschein Nova' },
        '/api/translations/en': {},
        '/events/locales/de.json': { 'events.home': 'Top-Ereignisse' },
        '/events/locales/en.json': { 'events.home': 'Top events' },
        '/events/mf-manifest.json': sealed(),
        '/jackpot/mf-manifest.json': sealed(),
      } as Record<string, unknown>
    )[request.url ?? ''];
    if (request.url === '/events/server/render.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(RENDER_BUILD);
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('a composed page', () => {
  it('reads the brand from the query, then the cookie, and the locale from the first path segment', () => {
    expect(brandOfRequest('/de/homepage?brand=nova', 'sb-brand=savanna')).toBe('nova');
    expect(brandOfRequest('/de/homepage', 'a=1; sb-brand=savanna')).toBe('savanna');
    expect(brandOfRequest('/de/homepage?brand=%3Cx%3E', '')).toBe('classic');
    expect(localeOfRequest('/de/sports/240-FOOT')).toBe('de');
    expect(localeOfRequest('/')).toBeUndefined();
    expect(translationsIdOfRequest('/de/homepage?translationsId=nova-2026')).toBe('nova-2026');
    expect(translationsIdOfRequest('/de/homepage?translationsId=%3Cx%3E')).toBeUndefined();
  });

  it("names the page's language and direction on its <html> element, for screen readers", () => {
    const page = '<!doctype html><html lang="en"><head></head></html>';
    expect(withLanguage(page, 'ja')).toContain('<html lang="ja" dir="ltr">');
    expect(withLanguage(page, 'ar')).toContain('<html lang="ar" dir="rtl">');
    expect(withLanguage(page, undefined)).toBe(page);
  });

  it('keeps inline JSON from closing its script element', () => {
    expect(scriptSafeJson({ html: '</script><script>alert(1)</script>' })).toBe(
      '{"html":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });

  it("paints the brand's logo and colours into the skeleton, and nothing that could end the element", () => {
    const template = '<html><head><style>x</style></head><body><span class="sb-skeleton-logo" data-sb-logo></span></body></html>';
    const page = brandSkeleton(template, {
      logoText: 'CLASSIC·BET',
      dark: { accent: '#ffc629', 'accent-text': '#14181d', bad: 'red;}</style><script>', 'no room': '#000' },
      light: { accent: 'rgb(10, 95, 223)' },
    });
    expect(page).toContain('<span class="sb-skeleton-logo" data-sb-logo>CLASSIC<span>·BET</span></span>');
    expect(page).toContain(
      "<style>:root[data-theme='dark']{--sb-accent:#ffc629;--sb-accent-text:#14181d}:root[data-theme='light']{--sb-accent:rgb(10, 95, 223)}</style></head>",
    );
    expect(page).not.toContain('<script>');
    expect(brandSkeleton(template, { logoText: '<b>NOVA</b>', dark: {}, light: {} })).toContain(
      'data-sb-logo>&lt;b&gt;NOVA&lt;/b&gt;</span>',
    );
    // Without the brand's settings (the platform did not answer in time) the skeleton stays as built.
    expect(brandSkeleton(template, undefined)).toBe(template);
  });

  it('preloads a remote entry and its lifecycles from the folder of the manifest, not its other exposed parts', () => {
    expect(firstViewAssets(manifest, 'http://cdn.example/events/2026-11-24/mf-manifest.json')).toEqual([
      'http://cdn.example/events/2026-11-24/remoteEntry.js',
      'http://cdn.example/events/2026-11-24/__federation_expose_lifecycles.1a2b.js',
    ]);
  });

  it('hints a preload with a media query only where it matches, and preconnects its origin for the later load', () => {
    const tags = bootTags({}, [
      { href: 'http://localhost:3003/remoteEntry.js' },
      { href: 'http://localhost:3004/remoteEntry.js', media: '(min-width: 1024px)' },
    ]);
    expect(tags).toContain('<link rel="preload" as="script" fetchpriority="low" href="http://localhost:3003/remoteEntry.js">');
    expect(tags).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="http://localhost:3004/remoteEntry.js" media="(min-width: 1024px)">',
    );
    expect(tags).toContain('<link rel="preconnect" href="http://localhost:3004">');
  });

  it('puts settings, languages, translations, registry and manifests inline, read at request time', async () => {
    const { server, seen, origin } = await startUpstream();
    try {
      const dir = shellBuild('<html><head><title>x</title></head><body></body></html>');
      mkdirSync(path.join(dir, 'locales'));
      writeFileSync(path.join(dir, 'locales/de.json'), JSON.stringify({ 'shell.retry': 'Erneut versuchen' }));
      writeFileSync(path.join(dir, 'locales/en.json'), JSON.stringify({ 'shell.retry': 'Retry' }));
      const remotesFile = path.join(dir, 'remotes.json');
      const registry = {
        remotes: {
          events: `${origin}/events/mf-manifest.json`,
          jackpot: `${origin}/jackpot/mf-manifest.json`,
          mybets: `${origin}/gone/mf-manifest.json`,
        },
      };
      writeFileSync(remotesFile, JSON.stringify(registry));
      const environment = { dstProps: { url: 'http://127.0.0.1:9/dst', operatorId: 'op-7' } };
      const composeWithPolicy = createPageComposer({ dir, apiOrigin: origin, remotesFile, renderPool: inProcess, environment });
      const compose = async (request: { url: string; headers: Record<string, string> }) =>
        (await composeWithPolicy(request)).html;

      const html = await compose({ url: '/de/homepage?brand=nova', headers: {} });
      const boot = bootOf(html);
      expect(boot.brand).toBe('nova');
      // The deployment's features travel in every page, and the page may frame the origins they name.
      expect(boot.environment).toEqual(environment);
      const { contentSecurityPolicy } = await composeWithPolicy({ url: '/de/homepage?brand=nova', headers: {} });
      expect(contentSecurityPolicy).toContain("frame-src 'self' https: http://127.0.0.1:9;");
      expect(boot.settings.web.locales).toEqual(['en', 'de']);
      // The page's language and English: the shell's texts and the first view's remotes' (the jackpot is not one).
      expect(boot.translations).toEqual({
        de: { 'shell.retry': 'Erneut versuchen', 'events.home': 'Top-Ereignisse' },
        en: { 'shell.retry': 'Retry', 'events.home': 'Top events' },
      });
      expect(boot.overrides).toEqual({ de: { 'betslip.title': 'Wettschein Nova' }, en: {} });
      expect(seen.some((one) => one.url!.startsWith('/jackpot/locales/'))).toBe(false);
      expect(boot.registry).toEqual(registry);
      // A remote whose manifest cannot be read is left to the browser, which shows its fallback.
      expect(Object.keys(boot.manifests).sort()).toEqual([registry.remotes.events, registry.remotes.jackpot]);
      // Only the first view's remotes are preloaded: the jackpot is not on most pages.
      expect(html).toContain(
        `<link rel="preload" as="script" fetchpriority="low" href="${origin}/events/remoteEntry.js" integrity="${HASH}" crossorigin="anonymous">`,
      );
      expect(html).not.toContain('/jackpot/remoteEntry.js');
      expect(seen.filter((one) => one.url!.startsWith('/api/')).every((one) => one.brand === 'nova')).toBe(true);

      // A release changes one registry URL: the next page carries the new build's manifest.
      const released = { remotes: { events: `${origin}/jackpot/mf-manifest.json` } };
      writeFileSync(remotesFile, JSON.stringify(released));
      const next = bootOf(await compose({ url: '/en/homepage', headers: {} }));
      expect(next.registry).toEqual(released);
      expect(Object.keys(next.manifests)).toEqual([released.remotes.events]);
    } finally {
      server.close();
    }
  });

  it("renders the first view with the events release's own server build, into the centre, or leaves it to the browser", async () => {
    const { server, origin } = await startUpstream();
    try {
      const dir = shellBuild(
        '<html><head></head><body><main data-area="centre"><div class="sb-skeleton">…</div></main></body></html>',
      );
      const remotesFile = path.join(dir, 'remotes.json');
      writeFileSync(remotesFile, JSON.stringify({ remotes: { events: `${origin}/events/mf-manifest.json` } }));
      const compose = composer({ dir, apiOrigin: origin, remotesFile });
      const page = async (url: string, headers: Record<string, string> = {}) => {
        const html = await compose({ url, headers });
        return { html, boot: bootOf(html) };
      };

      const phone = await page('/de/homepage', {
        'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
        cookie: 'sb-tz=60,1774746000000:120',
      });
      // The page's texts with the brand's overrides over them, the browser's channel and time zone.
      expect(phone.html).toContain(
        '<main data-area="centre"><section data-region="events"><div data-mfe-server="events">' +
          '/de/homepage|mobile|60,1774746000000:120|Top-Ereignisse|Wettschein Nova</div></section></main>',
      );
      expect(phone.html).not.toContain('sb-skeleton');
      expect(phone.html).toContain('<style data-emotion="css a1">.css-a1{color:red}</style>');
      expect(phone.boot.serverRendering).toMatchObject({ remote: 'events', buildId: 'r1', location: '/de/homepage' });

      const desktop = await page('/de/homepage', { 'sec-ch-ua-mobile': '?0', cookie: 'sb-tz=<script>' });
      expect(desktop.html).toContain('/de/homepage|web|0|');
      // A tablet's agent, with the desktop viewport its last page showed.
      const tablet = await page('/de/homepage', { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0)', cookie: 'sb-channel=web' });
      expect(tablet.html).toContain('/de/homepage|web|0|');
      expect((await page('/de/homepage', { 'sec-ch-ua-mobile': '?1' })).html).toContain('/de/homepage|mobile|0|');

      // Pages the release does not draw on a server, another language or build asked for, a failing
      // release (logged): the placeholders stay and the browser renders the page, as without a server build.
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const url of ['/de/sports', '/de/homepage?locale=en', '/de/homepage?remote-override=events=x', '/de/broken']) {
        const left = await page(url);
        expect(left.html).toContain('<div class="sb-skeleton">…</div>');
        expect(left.boot.serverRendering).toBeUndefined();
        // The release's first requests go with the page, for the browser to start; none for another build.
        expect(left.boot.firstViewPlan?.requests[0].params.asked).toBe(
          url.includes('remote-override') ? undefined : `${url} web`,
        );
      }
      expect(phone.boot.firstViewPlan).toBeUndefined();
      expect(logged).toHaveBeenCalledTimes(1);
      logged.mockRestore();

      // A path no page answers: the release's not-found page, and its status for the answer.
      const notFound = await createPageComposer({ dir, apiOrigin: origin, remotesFile, renderPool: inProcess })({
        url: '/de/nowhere',
        headers: {},
      });
      expect(notFound).toMatchObject({ status: 404, firstView: 'drawn' });
      expect(notFound.html).toContain('Seite nicht gefunden');
      expect(
        (
          await createPageComposer({ dir, apiOrigin: origin, remotesFile, renderPool: inProcess })({
            url: '/de/homepage',
            headers: {},
          })
        ).status,
      ).toBe(200);
    } finally {
      server.close();
    }
  });

  it('reads the remotes where the deployment lets it reach them, and names their public addresses to the browser', async () => {
    const { server, origin } = await startUpstream();
    try {
      const dir = shellBuild('<html><head></head><body><main data-area="centre"></main></body></html>');
      const remotesFile = path.join(dir, 'remotes.json');
      writeFileSync(remotesFile, JSON.stringify({ remotes: { events: 'http://events.example/events/mf-manifest.json' } }));
      const reach = (url: string) => url.replace('http://events.example', origin);
      const compose = composer({ dir, apiOrigin: origin, remotesFile, reach });
      const html = await compose({ url: '/de/homepage', headers: { 'sec-ch-ua-mobile': '?1' } });
      expect(html).toContain(
        `<link rel="preload" as="script" fetchpriority="low" href="http://events.example/events/remoteEntry.js" integrity="${HASH}" crossorigin="anonymous">`,
      );
      expect(html).toContain('<section data-region="events"><div data-mfe-server="events">/de/homepage|mobile|');
    } finally {
      server.close();
    }
  });

  it("runs a release's server build only when its bytes match the release's hash, and reports one that does not", async () => {
    const served: Record<string, unknown> = {
      '/api/all_cached_settings?cached=true': { web: { locales: ['de'] }, mobile: {} },
      '/api/languages': [{ id: 1, locale: 'de' }],
      '/events/mf-manifest.json': sealed(),
      '/tampered/mf-manifest.json': sealed(`${RENDER_BUILD}\n// changed after the build`),
      '/unsealed/mf-manifest.json': manifest,
    };
    const server = createServer((request, response) => {
      if (request.url?.endsWith('/server/render.js'))
        return response.writeHead(200, { 'content-type': 'text/javascript' }).end(RENDER_BUILD);
      const body = served[request.url ?? ''] ?? {};
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    const origin = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
    try {
      const dir = shellBuild(
        '<html><head></head><body><main data-area="centre"><div class="sb-skeleton">…</div></main></body></html>',
      );
      const remotesFile = path.join(dir, 'remotes.json');
      const refusals: string[] = [];
      const compose = createPageComposer({
        dir,
        apiOrigin: origin,
        remotesFile,
        renderPool: inProcess,
        refused: (remote, url, reason) => refusals.push(`${remote} ${url.replace(origin, '')}: ${reason}`),
      });
      const page = async (release: string) => {
        writeFileSync(remotesFile, JSON.stringify({ remotes: { events: `${origin}/${release}/mf-manifest.json` } }));
        return compose({ url: '/de/homepage', headers: {} });
      };

      expect((await page('events')).firstView).toBe('drawn');
      // The same build under a manifest whose hash differs (the build was changed after its release): the
      // browser draws the page, and the refusal is reported once, however many pages ask.
      expect((await page('tampered')).firstView).toBe('browser');
      expect((await page('tampered')).firstView).toBe('browser');
      // A release that publishes no hashes at all is not run either: the browser refuses all of it (and reports it).
      expect((await page('unsealed')).firstView).toBe('browser');
      expect(refusals).toEqual([
        `events /tampered/server/render.js: its bytes do not match the release's hash ${integrityOf(`${RENDER_BUILD}\n// changed after the build`)}`,
      ]);
    } finally {
      server.close();
    }
  });

  it("inlines and hints a release's standalone build when the shell runs another federation version", async () => {
    const standalone = {
      ...manifest,
      release: { federation: { runtime: 'own', version: '2.9.2' }, integrity: { 'remoteEntry.js': HASH } },
    };
    const server = createServer((request, response) => {
      const body =
        request.url === '/events/mf-manifest.json'
          ? sealed(RENDER_BUILD, { standalone: 'standalone/mf-manifest.json' })
          : request.url === '/events/standalone/mf-manifest.json'
            ? standalone
            : {};
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    const origin = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
    try {
      const dir = shellBuild('<html><head></head><body></body></html>', '9.9.9');
      const remotesFile = path.join(dir, 'remotes.json');
      writeFileSync(remotesFile, JSON.stringify({ remotes: { events: `${origin}/events/mf-manifest.json` } }));
      const compose = createPageComposer({ dir, apiOrigin: origin, remotesFile, renderPool: inProcess });
      const { html } = await compose({ url: '/de/sports', headers: {} });
      expect(bootOf(html).manifests[`${origin}/events/mf-manifest.json`]).toMatchObject({
        release: { federation: { runtime: 'own' } },
        metaData: { publicPath: `${origin}/events/standalone/` },
      });
      expect(html).toContain(`href="${origin}/events/standalone/remoteEntry.js" integrity="${HASH}" crossorigin="anonymous"`);
      // Its lifecycles chunk has no hash in this release: no preload, and the browser would refuse to run it.
      expect(html).not.toContain(`${origin}/events/remoteEntry.js`);
    } finally {
      server.close();
    }
  });

  it("sends a page out with the platform's last settings while the platform is too slow to answer, and without them while it is down", async () => {
    let delayMs = 0;
    const settings = { mobile: { theme: { logoText: 'CLASSIC·BET', dark: {}, light: {} } } };
    const server = createServer((request, response) => {
      const body = request.url === '/api/all_cached_settings?cached=true' ? settings : {};
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)), delayMs);
    });
    const origin = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
    const dir = shellBuild('<html><head></head><body><span class="sb-skeleton-logo" data-sb-logo></span></body></html>');
    const compose = composer({ dir, apiOrigin: origin, remotesFile: path.join(dir, 'none.json') });
    const page = async () => {
      const html = await compose({ url: '/en/homepage', headers: {} });
      return { html, boot: bootOf(html) };
    };
    const painted = '<span class="sb-skeleton-logo" data-sb-logo>CLASSIC<span>·BET</span></span>';
    try {
      expect((await page()).html).toContain(painted);
      // Busy: the answer comes after the page's wait (800 ms); the page goes out with the last one.
      delayMs = 1500;
      const slow = await page();
      expect(slow.boot.settings).toEqual(settings);
      expect(slow.html).toContain(painted);
    } finally {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeAllConnections();
      await closed;
    }
    // Down: nothing inline, so the browser's own read shows the player the error.
    const down = await page();
    expect(down.boot.settings).toBeUndefined();
    expect(down.html).not.toContain(painted);
  });
});

describe('a platform that restarted', () => {
  it('is asked again when a connection fails at once: the page keeps its settings', async () => {
    let requests = 0;
    const server = createServer((request, response) => {
      requests += 1;
      // The first read meets a connection the platform closed (it restarted): cut without an answer.
      if (requests === 1) return request.socket.destroy();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ web: { locales: ['en'] } }));
    });
    const origin = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
    try {
      const dir = shellBuild('<html><head></head><body></body></html>');
      const compose = createPageComposer({
        dir,
        apiOrigin: origin,
        remotesFile: path.join(dir, 'none.json'),
        renderPool: inProcess,
      });
      const page = await compose({ url: '/en/homepage', headers: {} });
      expect(page.platformDown).toBe(false);
      expect(bootOf(page.html).settings).toEqual({ web: { locales: ['en'] } });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
