// Bundle report: for the phone's home page, live list and an event page, the first view's JavaScript per
// origin (shell or remote) as it crossed the wire (the encoded body length in Chromium's network log) beside
// its decoded size, which remotes the page asked anything of, and the shared modules the home page loaded.
// Fails (exit 1) when a page is over its ceiling or the home page loads a shared singleton twice
// (bench/budgets.json, as the npm test journey e2e/tests/budget.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveAll, REMOTE_PORTS } from '../tooling/serve/serveAll.mjs';
import { ensureBuilt, ROOT } from './lib/ensureBuilt.mjs';
import { KB, duplicatedSingletons, measureFirstView, resolvePagePath, sumByApp } from './lib/firstView.mjs';
import { describeMachine } from './lib/benchApi.mjs';

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
const kb = (bytes) => (bytes / KB).toFixed(1);
const APPS = ['shell', ...Object.keys(REMOTE_PORTS)];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

await ensureBuilt();
const site = await serveAll({ root: ROOT, apiEnv: { PGLITE_DATA_DIR: 'memory://' } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let failed = false;
try {
  const base = site.url.replace(/\/$/, '');
  const pages = await Promise.all(
    budgets.firstViews.map(async (view) => ({ ...view, path: await resolvePagePath(base, view.path) })),
  );
  console.log('first views on a phone (390x844) in Chromium: JavaScript per origin, KB on the wire (decoded KB)');
  console.log(describeMachine());
  console.log('');
  console.log(`| page | ${APPS.join(' | ')} | **total on the wire** | total decoded | remotes asked for |`);
  console.log(`|---|${APPS.map(() => '---:').join('|')}|---:|---:|---|`);
  let home;
  const verdicts = [];
  for (const { name, path: pagePath, maxTransferredJavaScriptKB: ceiling } of pages) {
    const context = await browser.newContext(PHONE);
    const measured = await measureFirstView(await context.newPage(), site.url, pagePath);
    await context.close();
    if (name === 'home') home = measured;
    const rows = sumByApp(measured.files);
    const cell = (app) => {
      const row = rows.find((r) => r.app === app);
      return row ? `${kb(row.jsWire)} (${kb(row.js)})` : '-';
    };
    const wire = rows.reduce((sum, r) => sum + r.jsWire, 0);
    const decoded = rows.reduce((sum, r) => sum + r.js, 0);
    const remotes = measured.requested.filter((app) => app in REMOTE_PORTS).sort();
    console.log(
      `| ${name} (${pagePath}) | ${APPS.map(cell).join(' | ')} | **${kb(wire)}** | ${kb(decoded)} | ${remotes.join(', ')} |`,
    );
    const kbOnWire = wire / KB;
    verdicts.push(
      `${kbOnWire > ceiling ? 'FAIL' : 'ok'} ${name}: ${kbOnWire.toFixed(1)} KB of JavaScript on the wire, ceiling ${ceiling} KB (npm test), goal ${budgets.goalTransferredJavaScriptKB} KB`,
    );
    if (kbOnWire > ceiling) failed = true;
  }
  console.log('');
  console.log('shared modules the home page loaded (package version, provided by), each once:');
  const byPkg = new Map();
  for (const s of home.share) (byPkg.get(s.pkg) ?? byPkg.set(s.pkg, new Set()).get(s.pkg)).add(`${s.version} from ${s.from}`);
  for (const [pkg, providers] of [...byPkg].sort())
    console.log(`- ${pkg}: ${[...providers].join('; ')}${providers.size > 1 ? '  **DUPLICATED**' : ''}`);
  const problems = duplicatedSingletons(budgets.singletons, home.files, home.share);
  for (const problem of problems) console.log(`FAIL duplicated singleton: ${problem}`);
  if (!problems.length) console.log(`ok no shared singleton duplicated (${budgets.singletons.join(', ')})`);
  for (const verdict of verdicts) console.log(verdict);
  failed ||= problems.length > 0;
  if (process.env.BENCH_LIST_FILES)
    for (const f of home.files) console.log(f.app, f.type, kb(f.transferred), kb(f.bytes), new URL(f.url).pathname);
} finally {
  await browser.close();
  await site.stop();
}
process.exit(failed ? 1 : 0);
