// npm test: install what is needed and run every test. Any failing step fails the run; nothing is skipped.
import path from 'node:path';
import {
  ROOT,
  ensureChromium,
  ensureDockerCompose,
  ensurePnpm,
  ensurePostgresServer,
  ensureScriptFonts,
  installWorkspace,
  run,
} from './setup.mjs';
import { startPostgresServer } from './postgresServer.mjs';
import { printFlakyJourneys } from './flakyJourneys.mjs';

const started = Date.now();
const steps = [];

function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n=== ${name}`);
  try {
    fn();
    steps.push({ name, ok: true, seconds: (Date.now() - t0) / 1000 });
  } catch (error) {
    steps.push({ name, ok: false, seconds: (Date.now() - t0) / 1000 });
    report();
    console.error(`\n${name} FAILED: ${error.message ?? error}`);
    process.exit(1);
  }
}

function report() {
  console.log('\n=== summary');
  for (const s of steps) console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.name} (${s.seconds.toFixed(1)} s)`);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const pnpm = ensurePnpm();
step('install the workspace', () => installWorkspace(pnpm));
step('install Debian Chromium, script fonts, PostgreSQL and docker-compose if missing', () => {
  ensureChromium();
  ensureScriptFonts();
  ensurePostgresServer();
  ensureDockerCompose();
});
step('lint', () => run('node_modules/.bin/eslint . --max-warnings=0'));
step('formatting (prettier --check)', () => run('node_modules/.bin/prettier --check .'));
step('typecheck', () => run('node_modules/.bin/tsc -p tsconfig.json'));
step('unit and component tests (jest)', () => run('node_modules/.bin/jest --ci'));
/**
 * The API suite, run once more on CI when it fails: some tests depend on the simulated world at the hour
 * they run (a live market open, say). A second run that passes is printed as flaky, to be fixed.
 */
function apiTests(database, env = {}) {
  try {
    run(`${pnpm} --filter @sportsbook/platform-api test`, { env });
  } catch (error) {
    if (!process.env.CI) throw error;
    console.log(`\nplatform API tests on ${database} failed; running them once more (CI)`);
    run(`${pnpm} --filter @sportsbook/platform-api test`, { env });
    console.log(`\nflaky: the platform API tests on ${database} passed only on a second run (see the failures above)`);
  }
}

step('platform API tests on PGlite', () => apiTests('PGlite'));
step('platform API tests on a PostgreSQL server', () => {
  const server = startPostgresServer();
  try {
    apiTests('PostgreSQL', { TEST_DATABASE_URL: server.url });
  } finally {
    server.stop();
  }
});
step('build the shell and the remotes', () => run('node tooling/build.mjs'));
step('journeys in headless Chromium (Playwright)', () => {
  try {
    run('node_modules/.bin/playwright test', { cwd: path.join(ROOT, 'e2e') });
  } finally {
    printFlakyJourneys(path.join(ROOT, 'e2e/playwright-report/journeys.json'));
  }
});
step('docker-compose.yml is valid', () => run('docker-compose -f docker-compose.yml config -q'));
report();
console.log(`\nsteps: ${steps.length} passed, 0 failed`);
