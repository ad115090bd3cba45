/* global window, document */
// Measures the first view of a page of the composed site in Chromium: every JavaScript and CSS response
// until every region the page shows has mounted or fallen back, with the bytes that crossed the wire
// (the encoded body length of the browser's network log) beside the decoded size and its gzip, grouped by
// the origin (shell or remote) that served it; the origins the page asked anything of; and the shared
// modules the page loaded.
import { gzipSync } from 'node:zlib';
import { REMOTE_PORTS, SHELL_PORT } from '../../tooling/serve/serveAll.mjs';

export const KB = 1024;
const APP_BY_PORT = new Map([
  [String(SHELL_PORT), 'shell'],
  ...Object.entries(REMOTE_PORTS).map(([name, port]) => [String(port), name]),
]);

/**
 * A budgeted page's path on the running site: `:slug` is the first pre-match football event's (what the
 * simulated world plays changes by the hour).
 */
export async function resolvePagePath(baseUrl, path) {
  if (!path.includes(':slug')) return path;
  const answer = await fetch(new URL('/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1', baseUrl));
  const event = (await answer.json()).events?.[0];
  if (!event) throw new Error('no pre-match football event to open');
  return path.replace(':slug', event.slug);
}

export function appOf(url) {
  const { port } = new URL(url);
  return APP_BY_PORT.get(port) ?? 'other';
}

/**
 * Loads `path` in `page` and resolves with the first view's scripts and styles and the share scope.
 * The first view ends when every region the page shows has mounted or shows its fallback (a remote the shell
 * loads on demand is not asked for) and no script arrived for 1.5 s.
 */
export async function measureFirstView(page, baseUrl, path) {
  const pending = [];
  const requested = new Set();
  page.on('request', (request) => requested.add(appOf(request.url())));
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([request.response().then((response) => response.body()), request.sizes()])
        .then(([body, sizes]) => ({
          url: request.url(),
          app: appOf(request.url()),
          type: type === 'script' ? 'js' : 'css',
          bytes: body.length,
          gzip: gzipSync(body).length,
          transferred: sizes.responseBodySize,
        }))
        .catch(() => undefined),
    );
  });
  await page.goto(new URL(path, baseUrl).toString());
  await page.waitForFunction(
    (names) =>
      names.every((name) =>
        document.querySelector(
          `[data-mfe="${name}"], [data-mfe-fallback="${name}"], [data-region="${name}"][data-active="false"]`,
        ),
      ),
    Object.keys(REMOTE_PORTS),
    { timeout: 30_000 },
  );
  let seen = -1;
  while (seen !== pending.length) {
    seen = pending.length;
    await page.waitForTimeout(1500);
  }
  const files = (await Promise.all(pending)).filter(Boolean);
  // Which shared packages each file carries, as each app's own manifest says (chunk names are opaque ids).
  const manifests = new Map();
  for (const origin of new Set(files.map((f) => new URL(f.url).origin))) manifests.set(origin, await sharedFilesOf(origin));
  for (const f of files) f.shared = [...(manifests.get(new URL(f.url).origin)?.get(new URL(f.url).pathname.slice(1)) ?? [])];
  const share = await page.evaluate(() => {
    const loaded = [];
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const [scope, packages] of Object.entries(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, shared] of Object.entries(versions))
            if (shared.loaded || shared.loading)
              loaded.push({ scope, pkg, version, from: shared.from, useIn: shared.useIn ?? [] });
    }
    return loaded;
  });
  return { files, share, requested: [...requested] };
}

/** File name to the shared packages it carries, from an app's mf-manifest.json (empty when it has none). */
async function sharedFilesOf(origin) {
  const byFile = new Map();
  const response = await fetch(`${origin}/mf-manifest.json`).catch(() => undefined);
  if (!response?.ok) return byFile;
  const manifest = await response.json();
  for (const shared of manifest.shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      (byFile.get(file) ?? byFile.set(file, new Set()).get(file)).add(shared.name);
    }
  }
  return byFile;
}

/** Per app: the first view's JavaScript and CSS: decoded bytes, their gzip, and the bytes on the wire. */
export function sumByApp(files) {
  const rows = new Map();
  for (const f of files) {
    const row =
      rows.get(f.app) ??
      rows.set(f.app, { app: f.app, jsFiles: 0, js: 0, jsGzip: 0, jsWire: 0, css: 0, cssGzip: 0, cssWire: 0 }).get(f.app);
    if (f.type === 'js') {
      row.jsFiles += 1;
      row.js += f.bytes;
      row.jsGzip += f.gzip;
      row.jsWire += f.transferred;
    } else {
      row.css += f.bytes;
      row.cssGzip += f.gzip;
      row.cssWire += f.transferred;
    }
  }
  return [...rows.values()];
}

/**
 * Duplicated singletons: a singleton loaded under more than one version or provider in the share scope
 * (the same package key under several instances counts once), or its code (or a subpath's, react/jsx-runtime)
 * fetched from more than one origin.
 */
export function duplicatedSingletons(singletons, files, share) {
  const problems = [];
  for (const pkg of singletons) {
    const providers = new Set(share.filter((s) => s.pkg === pkg).map((s) => `${s.version} from ${s.from}`));
    if (providers.size > 1)
      problems.push(`${pkg} is loaded ${providers.size} times in the share scope: ${[...providers].join(', ')}`);
    const carries = (f) => f.shared.some((name) => name === pkg || name.startsWith(`${pkg}/`));
    const origins = new Set(files.filter((f) => f.type === 'js' && carries(f)).map((f) => f.app));
    if (origins.size > 1) problems.push(`${pkg} code was fetched from ${origins.size} origins: ${[...origins].join(', ')}`);
  }
  return problems;
}
