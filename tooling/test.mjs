// npm test: install what is needed and run every test. Any failing step fails the run; nothing is skipped.
import { spawn } from 'node:child_process';
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
/** The journeys' JSON reports written so far. */
const journeyReports = [];

/**
 * One step: its command(s) run through `exec`, which prints as it goes when the step runs alone and keeps the
 * output for the step's end when it runs beside another (two logs interleaved line by line read as nonsense).
 */
async function step(name, fn, { alone = true } = {}) {
  const t0 = Date.now();
  const output = [];
  if (alone) console.log(`\n=== ${name}`);
  const exec = (command, options = {}) => (alone ? runAsync(command, options) : runAsync(command, { ...options, output }));
  try {
    await fn(exec);
    steps.push({ name, ok: true, seconds: (Date.now() - t0) / 1000 });
    return true;
  } catch (error) {
    steps.push({ name, ok: false, seconds: (Date.now() - t0) / 1000, error });
    return false;
  } finally {
    if (!alone) console.log(`\n=== ${name} (ran beside other steps; its output)\n${output.join('')}`);
  }
}

/**
 * The longest any one command may run. Each takes under 6 minutes on this machine; one that hangs (a test
 * that never ends, a process kept alive by a client of a dead server) is ended here, its output printed and
 * the run failed, rather than holding CI until its own limit with nothing said of which step hung.
 */
const COMMAND_LIMIT_MINUTES = 15;
/** The process groups of the commands running, ended with the run if it is stopped. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const pid of running) killGroup(pid);
    process.exit(1);
  });

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // It ended already.
  }
}

/** A command as `run` does, without blocking the event loop: steps beside each other each have their own. */
function runAsync(command, { cwd = ROOT, env = {}, output } = {}) {
  const line = `$ ${command}\n`;
  if (output) output.push(line);
  else process.stdout.write(line);
  return new Promise((resolve, reject) => {
    // A group of its own, so that a command over its limit is ended with every process it started.
    const child = spawn('sh', ['-c', command], {
      cwd,
      env: { ...process.env, ...env },
      stdio: output ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    running.add(child.pid);
    // Failed at once: a process that left the group may keep the output open, and the close never come.
    const limit = setTimeout(() => {
      killGroup(child.pid);
      reject(new Error(`Command ran over ${COMMAND_LIMIT_MINUTES} minutes and was ended: ${command}`));
    }, COMMAND_LIMIT_MINUTES * 60_000);
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk.toString()));
      child.stderr.on('data', (chunk) => output.push(chunk.toString()));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child.pid);
      if (code === 0) resolve();
      else reject(new Error(`Command failed: ${command} (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Lanes of steps run side by side, each lane's steps in order; a lane stops at its first failure, the other
 * lanes finish. Only steps that leave each other a core run this way (each measured: see the comments below).
 */
async function sideBySide(...lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, fn] of lane) if (!(await step(name, fn, { alone: false }))) return false;
      return true;
    }),
  );
  if (results.includes(false)) fail();
}

async function alone(name, fn) {
  if (!(await step(name, fn))) fail();
}

function fail() {
  for (const pid of running) killGroup(pid);
  report();
  for (const s of steps.filter((s) => !s.ok)) console.error(`\n${s.name} FAILED: ${s.error?.message ?? s.error}`);
  process.exit(1);
}

function report() {
  // The journeys that needed a retry, at the end where they are read: each is a race to fix.
  for (const file of journeyReports) {
    console.log(`\n${path.relative(ROOT, file)}`);
    printFlakyJourneys(file);
  }
  console.log('\n=== summary');
  for (const s of steps) console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.name} (${s.seconds.toFixed(1)} s)`);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const pnpm = ensurePnpm();
await alone('install the workspace', () => installWorkspace(pnpm));
await alone('install Debian Chromium, script fonts, PostgreSQL and docker-compose if missing', () => {
  ensureChromium();
  ensureScriptFonts();
  ensurePostgresServer();
  ensureDockerCompose();
});

/**
 * The API suite, run once more on CI when it fails: some tests depended on the simulated world at the hour
 * they ran (a live market open, say). A second run that passes is printed as flaky, to be fixed.
 */
async function apiTests(exec, database, env = {}) {
  try {
    await exec(`${pnpm} --filter @sportsbook/platform-api test`, { env });
  } catch (error) {
    if (!process.env.CI) throw error;
    console.log(`\nplatform API tests on ${database} failed; running them once more (CI)`);
    await exec(`${pnpm} --filter @sportsbook/platform-api test`, { env });
    console.log(`\nflaky: the platform API tests on ${database} passed only on a second run (see the failures above)`);
  }
}

const postgresSuite = async (exec) => {
  const server = await startPostgresServer();
  try {
    await apiTests(exec, 'PostgreSQL', { TEST_DATABASE_URL: server.url });
  } finally {
    server.stop();
  }
};

/** One run of Playwright over some of the journeys' projects, with its JSON report in a file of its own. */
function journeys(exec, projects, reportName, extraArgs = '') {
  const file = path.join(ROOT, `e2e/playwright-report/${reportName}.json`);
  journeyReports.push(file);
  return exec(`node_modules/.bin/playwright test ${projects.map((p) => `--project=${p}`).join(' ')} ${extraArgs}`, {
    cwd: path.join(ROOT, 'e2e'),
    env: { JOURNEYS_REPORT: file },
  });
}

// Every step here keeps a core busy (measured: the journeys' two lanes keep both), so the run is laid out to
// leave no core idle. The static checks and the build on one core beside jest (one worker, jest's default on
// two cores) on the other.
await sideBySide(
  [
    ['lint', (exec) => exec('node_modules/.bin/eslint . --max-warnings=0')],
    ['formatting (prettier --check)', (exec) => exec('node_modules/.bin/prettier --check .')],
    ['typecheck', (exec) => exec('node_modules/.bin/tsc -p tsconfig.json')],
    ['build the shell and the remotes', (exec) => exec('node tooling/build.mjs')],
  ],
  [['unit and component tests (jest)', (exec) => exec('node_modules/.bin/jest --ci')]],
);
// The journeys' two lanes (players and visitors) take both cores.
await alone('journeys in headless Chromium (Playwright): players and visitors', (exec) =>
  journeys(exec, ['players', 'visitors'], 'journeys'),
);
// The drills take the site down and up, one at a time: one core, beside the platform's suites on the other.
// Their failures' error contexts go to a folder of their own, so the lanes' ones stay readable.
// Each database is its own (PGlite in memory; a server on its port), and the drills' site has its own API.
await sideBySide(
  [['platform API tests on PGlite', (exec) => apiTests(exec, 'PGlite')]],
  [
    ['journeys: the drills', (exec) => journeys(exec, ['drills'], 'drills', '--no-deps --output=test-results/drills')],
    ['platform API tests on a PostgreSQL server', postgresSuite],
  ],
);
await alone('docker-compose.yml is valid', () => run('docker-compose -f docker-compose.yml config -q'));
report();
console.log(`\nsteps: ${steps.length} passed, 0 failed`);
