import { defineConfig } from '@playwright/test';

/** Journeys over the composed site: the shell on 3000, each remote on its own port, the API on 4000. */
export const CONTROL_URL = 'http://127.0.0.1:3999';

/**
 * Every new context is a browser window, and Chromium's headless mode gives each window its omnibox popups,
 * two WebUI pages rendered in a process of their own: about 2 CPU-seconds a context on this machine (1.6 of
 * them that renderer's), a third of what a context with one page of the site costs, for a popup no journey
 * opens. Chromium keeps only the last `--disable-features`, so this one repeats Playwright's own list for Chromium
 * (playwright-core 1.65, chromiumSwitches) before the two popups.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * The journeys share one site, one platform API and its world, and the seeded players, so they run in two
 * lanes side by side (one file at a time in each) and the ones that take the shared site down run alone after:
 * - `drills`: they stop and start the API and remote servers, change the registry or a brand's settings, which
 *   every other journey would feel; they run last, one at a time, once both lanes are done.
 * - `players`: the journeys that log the seeded `demo`, `otp`, `question` and `kenya` players in and count
 *   their balance, place a jackpot and close it, or hurry a live match to its end: one at a time, in one lane.
 * - `visitors`: every other file (a new file lands here): visitors, players of their own (newPlayer), or
 *   seeded players whose balance they do not count; nothing they do is seen by the other lane.
 * A lane's failure after its retries leaves `drills` not run (Playwright runs a project after its
 * dependencies pass), and the run fails either way.
 */
const DRILLS = ['drills.spec.ts', 'isolation.spec.ts', 'release.spec.ts'];
const PLAYERS = [
  'accounts.spec.ts',
  'account.spec.ts',
  'betslip.spec.ts',
  'browsing.spec.ts',
  'cashOutYourWay.spec.ts',
  'header.spec.ts',
  'jackpot.spec.ts',
  'live.spec.ts',
  'money.spec.ts',
  'mybets.spec.ts',
  'nativeApp.spec.ts',
  'saferGambling.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One worker a lane (see the projects); two cores: the journeys leave most of them idle one at a time.
  workers: 2,
  projects: [
    { name: 'players', testMatch: PLAYERS, workers: 1 },
    { name: 'visitors', testIgnore: [...PLAYERS, ...DRILLS], workers: 1 },
    { name: 'drills', testMatch: DRILLS, dependencies: ['players', 'visitors'], workers: 1 },
  ],
  // On CI a journey that fails once is run again, so one slow moment on a loaded two-core machine does not
  // throw the whole run away; npm test prints every journey that needed a retry, to be fixed, not ignored.
  retries: process.env.CI ? 2 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.JOURNEYS_REPORT ?? 'playwright-report/journeys.json' }]],
  use: {
    baseURL: 'http://localhost:3000',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
        // V8's optimizing compilers (Maglev, TurboFan) pay off in a page that runs for minutes; a journey's pages
        // live seconds, and optimizing their code cost more than it saved: a page of the site costs its renderer
        // about 1.7 CPU-seconds with the baseline compiler at most instead of 2.4, and axe runs faster too.
        '--js-flags=--max-opt=1',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node ../tooling/serve/cli.mjs --control-port 3999',
    url: 'http://localhost:3000/api/tabs',
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The platform's first login throttle wait (a minute) is a few seconds here: the journey that waits it out
    // proves what the player is told and that they get in after it; the platform's tests prove the minute.
    env: { PGLITE_DATA_DIR: 'memory://', LOGIN_FIRST_WAIT_SECONDS: '5' },
  },
});
