// Kick-off load on the pages themselves: many phones opening the site at once. Each page's HTML (composed by
// the shell's server, its first view drawn there) is asked for at 20 and then 100 connections, with a phone's
// user agent and the browser's Accept-Encoding, as `npm start` serves it. Printed per page and concurrency:
// pages/s, p50 and p99, errors, and how many answers carried the server-drawn first view (the shell's server
// says so in each answer's Server-Timing; a sample of bodies is decoded and checked against it).
import autocannon from 'autocannon';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveAll } from '../tooling/serve/serveAll.mjs';
import { ensureBuilt, ROOT } from './lib/ensureBuilt.mjs';
import { describeMachine } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = [20, 100];
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const HEADERS = { 'user-agent': PHONE_AGENT, 'accept-encoding': 'gzip, deflate, br' };
/** Issue 37's goal for the phone's home page at 20 connections. */
const TARGET = { pagesPerSecond: 500, p99Ms: 100 };

/** Whether an answer's Server-Timing says its first view was drawn on the server. */
const drawnByHeader = (headers) => /first-view;desc="?drawn/.test(String(headers['server-timing'] ?? ''));

/** Whether a page's body (as it crossed the wire) carries the server's first view. */
function drawnInBody(buffer, encoding) {
  const html = (encoding === 'br' ? brotliDecompressSync(buffer) : encoding === 'gzip' ? gunzipSync(buffer) : buffer).toString();
  // React may put the page's resource hints (a preloaded image) before the remote's root.
  return /data-region="events"[^>]*>(?:<link [^>]*>)*<div data-mfe-server=/.test(html) && html.includes('"serverRendering"');
}

async function sampleBodies(url, count) {
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    const response = await fetch(url, { headers: HEADERS });
    // fetch decodes the body itself: the check reads the page as a browser would.
    const html = await response.text();
    if (drawnInBody(Buffer.from(html), 'identity') && drawnByHeader(Object.fromEntries(response.headers))) drawn += 1;
  }
  return drawn;
}

await ensureBuilt();
const site = await serveAll({ root: ROOT, apiEnv: { PGLITE_DATA_DIR: 'memory://' } });
try {
  const base = site.url.replace(/\/$/, '');
  const events = await (await fetch(`${base}/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1`)).json();
  const live = await (await fetch(`${base}/xapi/rest/events?live=true&pageSize=1`)).json();
  const pages = [
    ['home', '/en/homepage'],
    ['sport page', '/en/sports/240-FOOT'],
    ['live list', '/en/live/sport'],
    ['event page', `/en/events/${events.events[0].slug}`],
    ...(live.events?.[0] ? [['live event page', `/en/live/${live.events[0].slug}`]] : []),
  ];
  console.log(`the pages' HTML on a phone under load, ${seconds} s a run, loopback`);
  console.log(describeMachine());
  console.log('');
  console.log('| page | connections | pages/s | p50 ms | p99 ms | errors | drawn on the server | sampled bodies drawn |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const verdicts = [];
  for (const [name, path] of pages) {
    const url = `${base}${path}`;
    // One page first: the server loads the release's server build and the platform warms its reads.
    await fetch(url, { headers: HEADERS });
    for (const connections of CONCURRENCY) {
      let answers = 0;
      let drawn = 0;
      const result = await autocannon({
        url,
        connections,
        duration: seconds,
        headers: HEADERS,
        requests: [
          {
            onResponse: (status, _body, _context, headers) => {
              answers += 1;
              if (status === 200 && drawnByHeader(headers)) drawn += 1;
            },
          },
        ],
      });
      const sampled = await sampleBodies(url, 5);
      console.log(
        `| ${name} | ${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${drawn} of ${answers} | ${sampled} of 5 |`,
      );
      if (name === 'home' && connections === 20) {
        const met = result.requests.average >= TARGET.pagesPerSecond && result.latency.p99 <= TARGET.p99Ms && drawn === answers;
        verdicts.push(
          `home at 20 connections: ${met ? 'ok' : 'NOT MET'} (goal ≥ ${TARGET.pagesPerSecond} pages/s, p99 ≤ ${TARGET.p99Ms} ms, every answer drawn)`,
        );
      }
      if (name === 'home' && connections === 100) {
        const met = result.errors + result.non2xx === 0 && drawn === answers;
        verdicts.push(`home at 100 connections: ${met ? 'ok' : 'NOT MET'} (goal: no error, every answer drawn)`);
      }
    }
  }
  console.log('');
  for (const verdict of verdicts) console.log(verdict);
} finally {
  await site.stop();
}
