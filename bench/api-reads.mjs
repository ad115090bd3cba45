// The platform's reads that are the same for many callers, straight to the API (no shell in front): the brand's
// settings, its tabs and a menu, and the events lists a player's first views ask for, with the query the events
// remote itself sends (the events remote's firstViewRequests) and the headers and parameters its API client adds.
// Asked as a browser asks, with Accept-Encoding: br, gzip. Prints req/s, p50, p99 and errors per call against
// the targets: >= 5,000 req/s with p99 <= 20 ms for brand content, >= 1,000 req/s with p99 <= 50 ms for lists.
import autocannon from 'autocannon';
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { describeMachine, printHeader, printRow, startBenchApi } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_API_PORT ?? 4131);
const brand = process.env.BENCH_BRAND ?? 'classic';
const language = 'en';
const CONTENT = { rps: 5000, p99: 20 };
const LISTS = { rps: 1000, p99: 50 };

const { firstViewRequests } = await tsImport('../mfe-events/src/firstView/firstViewRequests.ts', import.meta.url);
const { serializeParams } = await tsImport('../shared-contracts/src/api/serializeParams.ts', import.meta.url);

/** A call as the site's API client sends it: /api/ calls carry pub, l and mc; /xapi/ calls l and the brand headers. */
function asTheSiteSends(path, params = {}) {
  const accept = { 'accept-encoding': 'br, gzip' };
  if (path.startsWith('/xapi/')) {
    const query = serializeParams({ ...params, l: language });
    return {
      path: `${path}?${query}`,
      headers: { ...accept, 'accept-language': language, brand, 'x-origin': 'MOBILE', 'portal-id': brand },
    };
  }
  const query = serializeParams({ ...params, pub: brand, l: language, mc: 'mobile' });
  return { path: `${path}?${query}`, headers: accept };
}

const api = await startBenchApi(port);
try {
  const settingsCall = asTheSiteSends('/api/all_cached_settings', { cached: true });
  const settings = await (await fetch(`${api.origin}${settingsCall.path}`)).json();
  const submenuId = Number(settings.mobile?.subheader_id ?? settings.web?.subheader_id ?? 1) || 1;
  // The home page's two lists (live now, upcoming) in the euro layout, sorted by time, as the remote asks them.
  const lists = firstViewRequests('/homepage', { columns: ['main'], sortBy: 'time' });
  const [liveList] = firstViewRequests('/live/sport', { columns: ['main'], sortBy: 'time' });
  // The simulator has made its live events and prices by the time the first list answers with events.
  for (let i = 0; i < 40; i++) {
    const call = asTheSiteSends(lists[1].path, lists[1].params);
    const page = await (await fetch(`${api.origin}${call.path}`, { headers: call.headers })).json();
    if (page.events?.length) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const calls = [
    ['brand settings', settingsCall, CONTENT],
    ['tabs', asTheSiteSends('/api/tabs'), CONTENT],
    [`menu (submenu ${submenuId})`, asTheSiteSends(`/api/submenus/${submenuId}`), CONTENT],
    ['events: home upcoming (page 1)', asTheSiteSends(lists[1].path, lists[1].params), LISTS],
    ['events: home live now', asTheSiteSends(lists[0].path, lists[0].params), LISTS],
    ['events: live list (page 1)', asTheSiteSends(liveList.path, liveList.params), LISTS],
    // The issue's own measurement: a sport's pre-match list with every market of its events (about 20 KB in br).
    ['events: FOOT pre-match, all markets', asTheSiteSends('/xapi/rest/events', { sportCode: 'FOOT', live: false }), LISTS],
  ];

  console.log(`platform API reads, direct, ${seconds} s per call, ${connections} connections, loopback, simulator running`);
  console.log(describeMachine());
  console.log(`cpu: ${os.cpus()[0]?.model ?? 'unknown'}`);
  printHeader();
  const verdicts = [];
  for (const [name, call, target] of calls) {
    const probe = await fetch(`${api.origin}${call.path}`, { headers: call.headers });
    const decoded = (await probe.arrayBuffer()).byteLength;
    const result = await autocannon({ url: `${api.origin}${call.path}`, headers: call.headers, connections, duration: seconds });
    printRow(name, result);
    const ok = result.requests.average >= target.rps && result.latency.p99 <= target.p99 && result.errors + result.non2xx === 0;
    // The bytes a response took on the wire, its headers included, and its JSON once decoded.
    const wire = result.throughput.total / Math.max(1, result.requests.total);
    verdicts.push(
      `${ok ? 'ok     ' : 'NOT MET'} ${name}: ${result.requests.average.toFixed(0)} req/s (>= ${target.rps}), ` +
        `p99 ${result.latency.p99} ms (<= ${target.p99}); ${probe.headers.get('content-encoding') ?? 'identity'}, ` +
        `${(wire / 1024).toFixed(1)} KB on the wire, ${(decoded / 1024).toFixed(1)} KB of JSON; ${call.path}`,
    );
  }
  console.log('');
  for (const line of verdicts) console.log(line);
} finally {
  await api.stop();
}
