import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectAllMounted } from './support';

/** The budgets of bench/budgets.json (also printed by `node bench/bundles.mjs`). */
const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  firstView: { path: string; maxGzipJavaScriptKB: number; regressionCeilingGzipJavaScriptKB: number };
  singletons: string[];
};

const APP_BY_PORT: Record<string, string> = {
  '3000': 'shell',
  '3001': 'header',
  '3002': 'menu',
  '3003': 'events',
  '3004': 'betslip',
  '3005': 'mybets',
  '3006': 'jackpot',
  '3007': 'account',
};

type Loaded = { pkg: string; version: string; from: string };

test('the first view of the home page stays within its JavaScript budget and loads every shared singleton once', async ({ page }) => {
  const pending: Promise<{ url: string; gzip: number } | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(budgets.firstView.path);
  await expectAllMounted(page);
  await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  // The first view ends when no script has arrived for 1.5 s.
  let seen = -1;
  while (seen !== pending.length) {
    seen = pending.length;
    await page.waitForTimeout(1500);
  }
  const scripts = (await Promise.all(pending)).filter((s): s is { url: string; gzip: number } => Boolean(s));
  const byApp = new Map<string, number>();
  for (const s of scripts) {
    const app = APP_BY_PORT[new URL(s.url).port] ?? new URL(s.url).origin;
    byApp.set(app, (byApp.get(app) ?? 0) + s.gzip);
  }
  const totalKB = [...byApp.values()].reduce((a, b) => a + b, 0) / 1024;
  const figures = [...byApp].map(([app, bytes]) => `${app} ${(bytes / 1024).toFixed(1)} KB`).join(', ');

  const loaded = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } })
      .__FEDERATION__;
    const out: Loaded[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, shared] of Object.entries(versions)) if (shared.loaded) out.push({ pkg, version, from: shared.from });
    return out;
  });
  for (const pkg of budgets.singletons) {
    const providers = new Set(loaded.filter((l) => l.pkg === pkg).map((l) => `${l.version} from ${l.from}`));
    expect([...providers], `${pkg} is loaded once, from one provider`).toHaveLength(1);
  }
  // Each shared singleton's code comes from one origin only (its chunk names carry the package name).
  const chunkPatterns: Record<string, RegExp> = {
    react: /^(vendors-)?node_modules_pnpm_react_\d/,
    'react-dom': /^(vendors-)?node_modules_pnpm_react-dom_\d/,
    '@emotion/react': /^(vendors-)?node_modules_pnpm_emotion_react_\d/,
    i18next: /^(vendors-)?node_modules_pnpm_i18next_\d/,
    'react-i18next': /^(vendors-)?node_modules_pnpm_react-i18next_\d/,
    zustand: /^(vendors-)?node_modules_pnpm_zustand_\d/,
    '@tanstack/react-query': /^(vendors-)?node_modules_pnpm_tanstack_react-query_\d/,
    '@sportsbook/contracts': /^shared-contracts_src_/,
  };
  for (const [pkg, pattern] of Object.entries(chunkPatterns)) {
    const origins = new Set(scripts.filter((s) => pattern.test(new URL(s.url).pathname.split('/').pop()!)).map((s) => new URL(s.url).origin));
    expect([...origins], `${pkg} code fetched from one origin`).toHaveLength(1);
  }

  const { maxGzipJavaScriptKB: goal, regressionCeilingGzipJavaScriptKB: ceiling } = budgets.firstView;
  // The 200 KB goal is not met yet (bench/README.md says why): the journey holds the line at the ceiling and says how far off the goal is.
  console.log(`first view of ${budgets.firstView.path}: ${totalKB.toFixed(1)} KB of gzipped JavaScript, goal ${goal} KB, ceiling ${ceiling} KB (${figures})`);
  expect(
    totalKB,
    `first view of ${budgets.firstView.path} loads ${totalKB.toFixed(1)} KB of gzipped JavaScript, over the regression ceiling of ${ceiling} KB (bench/budgets.json): ${figures}`,
  ).toBeLessThanOrEqual(ceiling);
});
