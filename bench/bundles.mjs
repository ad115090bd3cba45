// Bundle report: per remote and for the shell, the JavaScript and CSS of the home page's first view (bytes
// and gzip, as fetched by Chromium) beside each build's whole output, and the shared modules the page
// loaded. Says whether the first view meets its goal, and fails (exit 1) when a shared singleton is loaded twice
// or the first view is over the regression ceiling (bench/budgets.json, as the npm test journey e2e/tests/budget.spec.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveAll, REMOTE_PORTS } from '../tooling/serve/serveAll.mjs';
import { APPS } from '../tooling/build.mjs';
import { ensureBuilt, ROOT } from './lib/ensureBuilt.mjs';
import { KB, duplicatedSingletons, measureFirstView, sumByApp } from './lib/firstView.mjs';
import { describeMachine } from './lib/benchApi.mjs';

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
const kb = (bytes) => (bytes / KB).toFixed(1);

/** Everything a build emits, for comparison with what the first view fetches of it. */
function distSizes(app) {
  const dir = path.join(ROOT, app, 'dist');
  const sum = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, files: 0 };
  for (const name of readdirSync(dir)) {
    const ext = path.extname(name);
    if (ext !== '.js' && ext !== '.css') continue;
    const body = readFileSync(path.join(dir, name));
    sum.files += 1;
    sum[ext === '.js' ? 'js' : 'css'] += body.length;
    sum[ext === '.js' ? 'jsGzip' : 'cssGzip'] += gzipSync(body).length;
  }
  return sum;
}

await ensureBuilt();
const site = await serveAll({ root: ROOT, apiEnv: { PGLITE_DATA_DIR: 'memory://' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const { files, share } = await measureFirstView(page, site.url, budgets.firstView.path);
  const rows = sumByApp(files);
  // The same page on a phone (Lighthouse's mobile screen), where my bets and the jackpot are out of sight.
  const phonePage = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const phone = await measureFirstView(phonePage, site.url, budgets.firstView.path);
  const phoneRows = sumByApp(phone.files);
  const appName = (app) => (app === 'shell' ? 'shell' : `mfe-${app}`);
  console.log(`first view of ${budgets.firstView.path} in Chromium, desktop (1440x900) and phone (412x823); sizes in KB, gzip level 6 of the bodies`);
  console.log(describeMachine());
  console.log('');
  console.log('| app | first-view JS files | JS | JS gzip | CSS | CSS gzip | phone JS gzip | whole build JS | whole build JS gzip |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const empty = { jsFiles: 0, js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
  const total = { ...empty };
  let phoneTotal = 0;
  for (const name of ['shell', ...Object.keys(REMOTE_PORTS), 'other']) {
    const row = rows.find((r) => r.app === name) ?? empty;
    const phoneGzip = (phoneRows.find((r) => r.app === name) ?? empty).jsGzip;
    if (name === 'other' && !row.jsFiles && !phoneGzip) continue;
    const dist = APPS.includes(appName(name)) ? distSizes(appName(name)) : undefined;
    for (const key of Object.keys(total)) total[key] += row[key];
    phoneTotal += phoneGzip;
    console.log(
      `| ${name === 'other' ? 'other origins' : appName(name)} | ${row.jsFiles} | ${kb(row.js)} | ${kb(row.jsGzip)} | ${kb(row.css)} | ${kb(row.cssGzip)} | ${kb(phoneGzip)} | ${dist ? kb(dist.js) : '-'} | ${dist ? kb(dist.jsGzip) : '-'} |`,
    );
  }
  console.log(`| **total** | ${total.jsFiles} | ${kb(total.js)} | **${kb(total.jsGzip)}** | ${kb(total.css)} | ${kb(total.cssGzip)} | **${kb(phoneTotal)}** | | |`);
  console.log('');
  console.log("the shell's first-view scripts, largest first, with the shared packages each carries (main.js: the webpack and federation runtime):");
  for (const f of files.filter((f) => f.app === 'shell' && f.type === 'js').sort((a, b) => b.gzip - a.gzip)) {
    console.log(`- ${kb(f.gzip)} KB ${new URL(f.url).pathname.slice(1)}${f.shared.length ? ` (${f.shared.join(', ')})` : ''}`);
  }
  console.log('');
  console.log('shared modules loaded (package version, provided by), each once:');
  const byPkg = new Map();
  for (const s of share) (byPkg.get(s.pkg) ?? byPkg.set(s.pkg, new Set()).get(s.pkg)).add(`${s.version} from ${s.from}`);
  for (const [pkg, providers] of [...byPkg].sort()) console.log(`- ${pkg}: ${[...providers].join('; ')}${providers.size > 1 ? '  **DUPLICATED**' : ''}`);
  const missingSingletons = budgets.singletons.filter((pkg) => !byPkg.has(pkg));
  if (missingSingletons.length) console.log(`(not loaded on this page: ${missingSingletons.join(', ')})`);
  console.log('');
  const problems = duplicatedSingletons(budgets.singletons, files, share);
  for (const problem of problems) console.log(`FAIL duplicated singleton: ${problem}`);
  const { maxGzipJavaScriptKB: goal, regressionCeilingGzipJavaScriptKB: ceiling } = budgets.firstView;
  const overCeiling = total.jsGzip / KB > ceiling;
  console.log(`${total.jsGzip / KB > goal ? 'NOT MET' : 'ok'} first-view JavaScript ${kb(total.jsGzip)} KB gzip on a desktop, goal ${goal} KB (bench/budgets.json)`);
  console.log(`${phoneTotal / KB > goal ? 'NOT MET' : 'ok'} first-view JavaScript ${kb(phoneTotal)} KB gzip on a phone, goal ${goal} KB`);
  console.log(`${overCeiling ? 'FAIL' : 'ok'} first-view JavaScript within the regression ceiling of ${ceiling} KB that npm test enforces`);
  if (!problems.length) console.log(`ok no shared singleton duplicated (${budgets.singletons.join(', ')})`);
  failed = overCeiling || problems.length > 0;
  if (process.env.BENCH_LIST_FILES) for (const f of files) console.log(f.app, f.type, kb(f.gzip), new URL(f.url).pathname);
} finally {
  await browser.close();
  await site.stop();
}
process.exit(failed ? 1 : 0);
