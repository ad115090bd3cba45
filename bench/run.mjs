// npm run bench: installs what is missing, builds if dist/ is missing, runs every benchmark one after
// another and writes their figures to bench/REPORT.md (and prints it). Non-interactive; about 10 minutes
// on 2 cores. BENCH_SECONDS (default 5 here) shortens or lengthens the load and live runs.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureChromium, ensurePnpm, ensurePostgresServer, installWorkspace, run } from '../tooling/setup.mjs';

const APPS = ['shell', 'mfe-header', 'mfe-menu', 'mfe-events', 'mfe-betslip', 'mfe-mybets', 'mfe-jackpot', 'mfe-account'];
const seconds = process.env.BENCH_SECONDS ?? '5';

const pnpm = ensurePnpm();
if (!existsSync(path.join(ROOT, 'node_modules/.bin/webpack')) && !existsSync(path.join(ROOT, 'node_modules/webpack')))
  installWorkspace(pnpm);
ensureChromium();
ensurePostgresServer();
const missing = APPS.filter(
  (app) => !existsSync(path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')),
);
if (missing.length) run(`node tooling/build.mjs ${missing.join(' ')}`);

/** Benchmarks that serve the site take the fixed ports 3000-3007 and 4000: one at a time on this machine. */
const hasFlock = spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0;
const BENCHES = [
  {
    title: '1. Bundles: first view of the home page, per remote and the shell',
    script: 'bench/bundles.mjs',
    site: true,
    markdown: true,
  },
  { title: '2. Page performance: Lighthouse, mobile preset', script: 'bench/lighthouse.mjs', site: true, markdown: true },
  { title: '3. Live stress: pushed price changes into a live list', script: 'bench/live-changes.mjs', site: true },
  { title: "4a. Page load: the pages' HTML at kick-off", script: 'bench/page-load.mjs', site: true, markdown: true },
  { title: '4b. API load: the calls of four page loads', script: 'bench/api-load.mjs', site: true, markdown: true },
  { title: '4c. API load: the shared reads straight to the platform', script: 'bench/api-reads.mjs' },
  { title: '4d. API load: bet placement on PGlite and PostgreSQL', script: 'bench/placement-load.mjs' },
  { title: '4e. Search: answers as players type', script: 'bench/search.mjs', markdown: true },
];

const sections = [];
let failures = 0;
for (const bench of BENCHES) {
  console.log(`\n=== ${bench.title} (node ${bench.script})`);
  const started = Date.now();
  const [command, args] =
    bench.site && hasFlock ? ['flock', ['/tmp/e2e.lock', process.execPath, bench.script]] : [process.execPath, [bench.script]];
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, BENCH_SECONDS: seconds },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  // The API's request log lines (JSON) are noise here; the figures are the rest.
  const out = (result.stdout ?? '')
    .split('\n')
    .filter((line) => !line.startsWith('{"level"') && !/^platform API on /.test(line))
    .join('\n')
    .trim();
  const err = (result.stderr ?? '')
    .split('\n')
    .filter((line) => !line.startsWith('{"level"') && line.trim())
    .slice(-15)
    .join('\n');
  const ok = result.status === 0;
  if (!ok) failures += 1;
  console.log(out);
  if (!ok) console.error(err);
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  sections.push(
    [
      `## ${bench.title}`,
      '',
      `\`node ${bench.script}\`, ${took}${ok ? '' : `, **FAILED (exit ${result.status ?? result.signal})**`}`,
      '',
      bench.markdown ? out : ['```', out, '```'].join('\n'),
      ok || !err ? '' : ['', '```', err, '```'].join('\n'),
    ].join('\n'),
  );
}

const report = [
  '# Benchmark report',
  '',
  `Written by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}, BENCH_SECONDS=${seconds}. The machine is shared and noisy: read ratios, compare runs on one machine. Budgets: bench/budgets.json (checked in npm test by e2e/tests/budget.spec.ts).`,
  '',
  ...sections,
  '',
].join('\n');
const reportFile = path.join(ROOT, 'bench/REPORT.md');
writeFileSync(reportFile, report);
// Laid out as every checked-in file is (npm test runs prettier --check over the repository).
spawnSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', reportFile], { stdio: 'ignore' });
console.log(`\n${report}`);
console.log(`bench/REPORT.md written; ${BENCHES.length - failures} of ${BENCHES.length} benchmarks ran cleanly`);
process.exit(failures ? 1 : 0);
