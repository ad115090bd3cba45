/* global window */
// Renders a list of 500 events on the composed site in Chromium and scrolls it, reporting the long
// tasks (over 50 ms) the main thread had. The events call is answered by the script with 500 events;
// everything else (shell, remotes, API) runs as `npm start` runs it. Needs a build (`npm run build`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveAll } from '../tooling/serve/serveAll.mjs';
import { describeMachine } from './lib/benchApi.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_EVENTS ?? 500);

function sampleEvents(count) {
  const start = Date.now() + 3_600_000;
  return Array.from({ length: count }, (_, i) => {
    const id = 5_000_000 + i;
    return {
      id,
      slug: `${id}-home-${i}-v-away-${i}`,
      name: `Home ${i} v Away ${i}`,
      sportCode: 'FOOT',
      opponents: [
        { id: id * 2, description: `Home ${i}` },
        { id: id * 2 + 1, description: `Away ${i}` },
      ],
      eventPaths: [
        { id: 240, parentId: null, description: 'Football' },
        { id: 20000, parentId: 240, description: 'England' },
        { id: 30000 + (i % 25), parentId: 20000, description: `League ${i % 25}` },
      ],
      eventDate: new Date(start + i * 60_000).toISOString(),
      markets: [
        {
          id: id * 10,
          eventId: id,
          marketTypeId: 1,
          description: 'Match Result',
          status: 'open',
          period: { periodType: 100, sequence: 1, fullAbbreviation: 'FT', fullDescription: 'Full Time', inRunning: false },
          outcomes: ['Home', 'Draw', 'Away'].map((d, k) => ({
            id: id * 100 + k,
            description: d,
            ordinalPosition: k + 1,
            hidden: false,
            consolidatedPrice: { currentPrice: { id: id * 100 + k, decimal: 1.5 + ((i + k) % 30) / 10 } },
          })),
        },
      ],
    };
  });
}

// The simulator is off: the list's events come from this script, and its ticks would only add noise.
const site = await serveAll({ root, apiEnv: { SIM_OFF: '1', PGLITE_DATA_DIR: 'memory://' } });
const browser = await chromium.launch({
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
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const body = JSON.stringify({ events: sampleEvents(COUNT), page: 1, pageSize: COUNT, total: COUNT });
  await page.route('**/xapi/rest/events?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
    ).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${site.url}en/sports/fixtures`);
  await page.waitForSelector('[data-mfe="events"] li[data-event-id]');
  const rendered = await page.evaluate(() => performance.now());
  // The list's own render starts when the 500 events have arrived; tasks before that load the site.
  const eventsArrived = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/xapi/rest/events?'))
        .map((e) => e.responseEnd),
    ),
  );
  const loadTasks = await page.evaluate(() => window.__longTasks.splice(0));
  const listTasks = loadTasks.filter((task) => task.start + task.duration > eventsArrived);
  // Scroll to the bottom in steps, as a thumb would.
  const scrollStart = await page.evaluate(() => performance.now());
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(50);
  }
  const scrollTasks = await page.evaluate(() => window.__longTasks.splice(0));
  const scrollMs = (await page.evaluate(() => performance.now())) - scrollStart;
  const rows = await page.locator('[data-mfe="events"] li[data-event-id]').count();
  // The deferred render must have caught up: the last event is on screen at the bottom.
  const lastShown = await page.locator(`[data-mfe="events"] li[data-event-id="${5_000_000 + COUNT - 1}"]`).isVisible();
  const summary = (tasks) =>
    `${tasks.length} long tasks${tasks.length ? `, longest ${Math.max(...tasks.map((t) => t.duration)).toFixed(0)} ms` : ''}`;
  console.log(`event list of ${COUNT} events in Chromium (headless), virtualised`);
  console.log(describeMachine());
  console.log(`first rows on screen at ${rendered.toFixed(0)} ms after navigation start; ${rows} rows in the DOM of ${COUNT}`);
  console.log(
    `loading the site (shell, seven remotes, settings): ${summary(loadTasks.filter((task) => !listTasks.includes(task)))}`,
  );
  console.log(`rendering the list once its ${COUNT} events arrived: ${summary(listTasks)}`);
  console.log(
    `scrolling the whole list (${(scrollMs / 1000).toFixed(1)} s): ${summary(scrollTasks)}; over 50 ms is a long task; last event shown at the bottom: ${lastShown ? 'yes' : 'NO'}`,
  );
} finally {
  await browser.close();
  await site.stop();
}
