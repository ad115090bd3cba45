/* global document */
// Load on the platform API's calls the site really makes, and on the pages themselves. The calls come from the
// network log of a phone loading home, a sport page, the live list and an event page of the composed site
// (served as `npm start` serves it): the page's HTML first (the shell's server composes it and renders its
// first view, reading the platform for it), then the browser's own calls. Each is then measured: the bytes that
// crossed the wire for it in the browser (encoded body length) beside its decoded size, and requests/s and
// latency under load, asked with the browser's Accept-Encoding through the shell's origin as the browser asks it.
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { serveAll } from '../tooling/serve/serveAll.mjs';
import { ensureBuilt, ROOT } from './lib/ensureBuilt.mjs';
import { describeMachine } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The site's own calls: the platform's paths, not the live push stream (it never ends) nor error reports. */
const isApiCall = (url) =>
  /^\/(api|xapi|auth|franco)\//.test(url.pathname) && !/\/live\/stream|\/metrics|client_errors/.test(url.pathname);

/** The API calls a page load makes, with the bytes each took on the wire and decoded. */
async function callsOf(page, url) {
  const calls = [];
  const listener = async (request) => {
    const parsed = new URL(request.url());
    const isPage = request.isNavigationRequest() && request.resourceType() === 'document';
    if (!(isPage || isApiCall(parsed)) || request.method() !== 'GET') return;
    const response = await request.response();
    if (!response) return;
    const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))]);
    calls.push({
      path: parsed.pathname + parsed.search,
      wire: sizes.responseBodySize,
      decoded: body.length,
      headers: request.headers(),
    });
  };
  page.on('requestfinished', listener);
  await page.goto(url);
  // Every region that shows has mounted or fallen back, and the page's first calls have answered.
  await page.waitForFunction(() => document.documentElement.dataset.shellReady !== undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  page.off('requestfinished', listener);
  return calls;
}

await ensureBuilt();
const site = await serveAll({ root: ROOT, apiEnv: { PGLITE_DATA_DIR: 'memory://' } });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const base = site.url.replace(/\/$/, '');
  const events = await (await fetch(`${base}/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1`)).json();
  const pages = [
    ['home', '/en/homepage'],
    ['sport page', '/en/sports/240-FOOT'],
    ['live list', '/en/live/sport'],
    ['event page', `/en/events/${events.events[0].slug}`],
  ];
  console.log(`platform API calls of four page loads on a phone, ${seconds} s per call, ${connections} connections, loopback`);
  console.log(describeMachine());
  console.log('');
  console.log('| page | call | wire KB | decoded KB | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, path] of pages) {
    const context = await browser.newContext(PHONE);
    const calls = await callsOf(await context.newPage(), `${base}${path}`);
    await context.close();
    const seen = new Set();
    for (const call of calls) {
      if (seen.has(call.path)) continue;
      seen.add(call.path);
      const headers = {
        'accept-encoding': call.headers['accept-encoding'] ?? 'gzip, deflate, br',
        brand: call.headers.brand ?? '',
        'user-agent': call.headers['user-agent'] ?? '',
      };
      const result = await autocannon({ url: `${base}${call.path}`, headers, connections, duration: seconds });
      console.log(
        `| ${name} | \`${call.path.length > 90 ? `${call.path.slice(0, 87)}...` : call.path}\` | ${(call.wire / 1024).toFixed(1)} | ${(call.decoded / 1024).toFixed(1)} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} |`,
      );
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
