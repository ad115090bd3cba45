/* global window, document */
// Measures the first view of a page of the composed site in Chromium: every JavaScript and CSS response
// until all seven regions have mounted or fallen back, gzipped here (the static servers do not compress),
// grouped by the origin (shell or remote) that served it; and the shared modules the page loaded.
import { gzipSync } from 'node:zlib';
import { REMOTE_PORTS, SHELL_PORT } from '../../tooling/serve/serveAll.mjs';

export const KB = 1024;
const APP_BY_PORT = new Map([[String(SHELL_PORT), 'shell'], ...Object.entries(REMOTE_PORTS).map(([name, port]) => [String(port), name])]);

/** Chunk file names (webpack named chunk ids) of each shared singleton's own code. */
const SINGLETON_CHUNKS = {
  react: /^(vendors-)?node_modules_pnpm_react_\d/,
  'react-dom': /^(vendors-)?node_modules_pnpm_react-dom_\d/,
  '@emotion/react': /^(vendors-)?node_modules_pnpm_emotion_react_\d/,
  i18next: /^(vendors-)?node_modules_pnpm_i18next_\d/,
  'react-i18next': /^(vendors-)?node_modules_pnpm_react-i18next_\d/,
  zustand: /^(vendors-)?node_modules_pnpm_zustand_\d/,
  '@tanstack/react-query': /^(vendors-)?node_modules_pnpm_tanstack_react-query_\d/,
  '@sportsbook/contracts': /^shared-contracts_src_/,
};

export function appOf(url) {
  const { port } = new URL(url);
  return APP_BY_PORT.get(port) ?? 'other';
}

/**
 * Loads `path` in `page` and resolves with the first view's scripts and styles and the share scope.
 * The first view ends when every region has mounted or shows its fallback and no script arrived for 1.5 s.
 */
export async function measureFirstView(page, baseUrl, path) {
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), app: appOf(response.url()), type: type === 'script' ? 'js' : 'css', bytes: body.length, gzip: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(new URL(path, baseUrl).toString());
  await page.waitForFunction(
    (names) => names.every((name) => document.querySelector(`[data-mfe="${name}"], [data-mfe-fallback="${name}"]`)),
    Object.keys(REMOTE_PORTS),
    { timeout: 30_000 },
  );
  let seen = -1;
  while (seen !== pending.length) {
    seen = pending.length;
    await page.waitForTimeout(1500);
  }
  const files = (await Promise.all(pending)).filter(Boolean);
  const share = await page.evaluate(() => {
    const loaded = [];
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const [scope, packages] of Object.entries(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, shared] of Object.entries(versions))
            if (shared.loaded || shared.loading) loaded.push({ scope, pkg, version, from: shared.from, useIn: shared.useIn ?? [] });
    }
    return loaded;
  });
  return { files, share };
}

/** Per app: the first view's JavaScript and CSS, bytes and gzip. */
export function sumByApp(files) {
  const rows = new Map();
  for (const f of files) {
    const row = rows.get(f.app) ?? rows.set(f.app, { app: f.app, jsFiles: 0, js: 0, jsGzip: 0, css: 0, cssGzip: 0 }).get(f.app);
    if (f.type === 'js') {
      row.jsFiles += 1;
      row.js += f.bytes;
      row.jsGzip += f.gzip;
    } else {
      row.css += f.bytes;
      row.cssGzip += f.gzip;
    }
  }
  return [...rows.values()];
}

/**
 * Duplicated singletons: a singleton loaded under more than one version or provider in the share scope
 * (the same package key under several instances counts once), or its code fetched from more than one origin.
 */
export function duplicatedSingletons(singletons, files, share) {
  const problems = [];
  for (const pkg of singletons) {
    const providers = new Set(share.filter((s) => s.pkg === pkg).map((s) => `${s.version} from ${s.from}`));
    if (providers.size > 1) problems.push(`${pkg} is loaded ${providers.size} times in the share scope: ${[...providers].join(', ')}`);
    const pattern = SINGLETON_CHUNKS[pkg];
    const fetched = files.filter((f) => f.type === 'js' && pattern?.test(new URL(f.url).pathname.split('/').pop()));
    const origins = new Set(fetched.map((f) => f.app));
    if (origins.size > 1) problems.push(`${pkg} code was fetched from ${origins.size} origins: ${[...origins].join(', ')}`);
  }
  return problems;
}
