/* global window, document, MutationObserver, requestAnimationFrame */
// Replays pushed price changes into a live list of 100 events in Chromium and reports the long tasks of
// the main thread and the change-to-paint latency. The changes take the real path: PostgreSQL NOTIFY on
// the channel the platform's trading simulator uses, the API's change hub, its server-sent events stream,
// the shell's proxy, the events remote's stream client and the odds buttons. The live list itself is
// answered by this script (100 synthetic events) so the changes concern events that stay on screen; the
// simulator is off. Needs a build (`npm run build`) and a PostgreSQL server package (as `npm test` has).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { serveAll } from '../tooling/serve/serveAll.mjs';
import { startPostgresServer } from '../tooling/postgresServer.mjs';
import { describeMachine } from './lib/benchApi.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { Client } = createRequire(path.join(root, 'platform-api/package.json'))('pg');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100);
const RATE = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Changes go out in batches every 20 ms, as the simulator publishes a tick's changes together. */
const BATCH_MS = 20;

function liveEvent(i) {
  const id = 7_000_000 + i;
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
      { id: 20000 + (i % 5), parentId: 240, description: `Country ${i % 5}` },
      { id: 30000 + (i % 20), parentId: 20000 + (i % 5), description: `League ${i % 20}` },
    ],
    eventDate: new Date(Date.now() - 1_800_000).toISOString(),
    clock: { minutes: 30 + (i % 50), status: 'RUNNING' },
    currentPeriodAbbreviation: 'HALF',
    currentPeriodNumber: 1,
    liveOpenMarketCount: 12,
    scores: {
      score: [
        { opponentId: id * 2, points: 0, formattedPoints: '0' },
        { opponentId: id * 2 + 1, points: 1, formattedPoints: '1' },
      ],
    },
  };
}

const marketOf = (event) => ({
  id: event.id * 10,
  eventId: event.id,
  marketTypeId: 1,
  description: 'Match Result',
  status: 'open',
  period: { periodType: 200, sequence: 1, fullAbbreviation: 'FT', fullDescription: 'Full Time', inRunning: true },
  outcomes: ['Home', 'Draw', 'Away'].map((description, k) => ({
    id: event.id * 100 + k,
    description,
    ordinalPosition: k + 1,
    hidden: false,
    consolidatedPrice: { currentPrice: { id: event.id * 100 + k, decimal: 2 + k } },
  })),
});

const events = Array.from({ length: EVENTS }, (_, i) => liveEvent(i));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const pg = await startPostgresServer();
const site = await serveAll({ root, apiEnv: { SIM_OFF: '1', DATABASE_URL: pg.url } });
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
const notifier = new Client({ connectionString: pg.url });
// The server going away at the end is expected; anything earlier shows in the failed query instead.
notifier.on('error', () => undefined);
await notifier.connect();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 2400 } });
  await page.route('**/xapi/rest/live/events?**', (route) =>
    route.fulfill({ json: { events, page: 1, pageSize: 50, total: EVENTS } }),
  );
  await page.route('**/xapi/rest/events?**', (route) => {
    const ids = new URL(route.request().url()).searchParams.get('eventIds')?.split(',').map(Number) ?? [];
    const asked = events.filter((e) => ids.includes(e.id)).map((e) => ({ ...e, markets: [marketOf(e)] }));
    return route.fulfill({ json: { events: asked, page: 1, pageSize: asked.length, total: asked.length } });
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    // A changed price is painted by the frame after its DOM mutation; the time is taken in that frame.
    window.__painted = [];
    new MutationObserver((mutations) => {
      const ids = new Set();
      for (const m of mutations) {
        const button = (m.target.nodeType === 1 ? m.target : m.target.parentElement)?.closest?.('button[data-outcome-id]');
        if (button) ids.add(Number(button.dataset.outcomeId));
      }
      if (ids.size)
        requestAnimationFrame(() => {
          const at = performance.timeOrigin + performance.now();
          for (const id of ids) window.__painted.push([id, at]);
        });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // The first page of the live list is 50 events; the script answers the list with all of them.
  await page.goto(`${site.url}en/live/sport`);
  await page.waitForSelector('button[data-outcome-id]');
  await page.waitForFunction((count) => document.querySelectorAll('button[data-outcome-id]').length >= count * 3 * 0.3, EVENTS);
  // The stream is open once the events on screen are subscribed.
  await page.waitForTimeout(1500);
  const buttons = await page.$$eval('button[data-outcome-id]', (list) => list.map((b) => Number(b.dataset.outcomeId)));
  await page.evaluate(() => {
    window.__longTasks.length = 0;
    window.__painted.length = 0;
  });

  const sent = new Map();
  let seq = 0;
  const perBatch = Math.round((RATE * BATCH_MS) / 1000);
  const started = Date.now();
  while (Date.now() - started < SECONDS * 1000) {
    const tick = Date.now();
    const changes = [];
    for (let k = 0; k < perBatch; k++) {
      const oid = buttons[seq % buttons.length];
      seq += 1;
      const eid = Math.floor(oid / 100);
      changes.push({
        t: 'price',
        eid,
        mid: eid * 10,
        oid,
        mtid: 1,
        ptid: 200,
        s: 'open',
        h: false,
        clp: { cp: { d: Number((1.5 + (seq % 300) / 100).toFixed(2)) } },
      });
      (sent.get(oid) ?? sent.set(oid, []).get(oid)).push(tick);
    }
    // As the platform publishes (platform-api/src/live/changeFeed.ts): logged in the replay window, announced
    // under the log's id.
    await notifier.query(
      `WITH logged AS (INSERT INTO live_change_log (changes) VALUES ($2) RETURNING id)
       SELECT pg_notify($1, '{"id":' || id || ',"changes":' || $2 || '}') FROM logged`,
      ['sportsbook_live', JSON.stringify(changes)],
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, BATCH_MS - (Date.now() - tick))));
  }
  await page.waitForTimeout(1000);
  const { longTasks, painted } = await page.evaluate(() => ({ longTasks: window.__longTasks, painted: window.__painted }));

  // Each paint of an outcome answers the changes of that outcome sent since its previous paint.
  const latencies = [];
  const lastPaint = new Map();
  for (const [oid, at] of painted.sort((a, b) => a[1] - b[1])) {
    const since = lastPaint.get(oid) ?? 0;
    for (const sentAt of sent.get(oid) ?? []) if (sentAt > since && sentAt <= at) latencies.push(at - sentAt);
    lastPaint.set(oid, at);
  }
  latencies.sort((a, b) => a - b);
  console.log(`pushed price changes into a live list of ${EVENTS} events in Chromium (headless)`);
  console.log(describeMachine());
  // Rows out of view are not in the page (the list is virtualised past 60 events) and not subscribed to, so
  // every change goes to a button on screen: the browser really receives the whole rate.
  console.log(
    `sent ${seq} changes in ${SECONDS} s (${Math.round(seq / SECONDS)}/s) to the ${buttons.length} odds buttons on screen, batches every ${BATCH_MS} ms`,
  );
  console.log(`changes painted: ${latencies.length} of ${seq} (a button changed twice within a frame paints once)`);
  if (latencies.length)
    console.log(
      `change to paint: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms`,
    );
  console.log(
    `long tasks while replaying: ${longTasks.length}${longTasks.length ? `, longest ${Math.max(...longTasks).toFixed(0)} ms` : ''}; over 50 ms is a long task`,
  );
} finally {
  await notifier.end();
  await browser.close();
  await site.stop();
  pg.stop();
}
