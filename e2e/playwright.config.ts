import { defineConfig } from '@playwright/test';

/** Journeys over the composed site: the shell on 3000, each remote on its own port, the API on 4000. */
export const CONTROL_URL = 'http://127.0.0.1:3999';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // The reliability journeys stop and start remote servers that every journey shares.
  workers: 1,
  // On CI a journey that fails once is run again, so one slow moment on a loaded two-core machine does not
  // throw the whole run away; npm test prints every journey that needed a retry, to be fixed, not ignored.
  retries: process.env.CI ? 2 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/journeys.json' }]],
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
