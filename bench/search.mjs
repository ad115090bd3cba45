// Search as players type it, straight to the platform (no shell in front): prefixes of team and competition
// names key by key, names with a letter missing, in four languages, so most queries miss the one-second ready
// answers and reach the database's trigram index. Concurrent players each ask, wait for the answer, and ask
// again. Prints p50, p95 and p99 of the answers against the target: p95 <= 100 ms.
import { performance } from 'node:perf_hooks';
import { describeMachine, startBenchApi } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const players = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_API_PORT ?? 4133);
const TARGET_P95_MS = 100;
const LANGUAGES = ['en-GB', 'de-DE', 'zh-CN', 'ru-RU'];
const headers = { 'accept-encoding': 'br, gzip', brand: 'classic', 'x-origin': 'MOBILE', 'portal-id': 'classic' };

/** What a player types on the way to a name: its prefixes from three letters, and the name with a letter missing. */
function typed(name) {
  const lower = name.toLowerCase();
  const prefixes = [];
  for (let n = 3; n <= lower.length; n += 2) prefixes.push(lower.slice(0, n));
  const typo = lower.length > 5 ? lower.slice(0, 4) + lower.slice(5) : lower;
  return [...prefixes, typo];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const api = await startBenchApi(port);
try {
  // The simulator has opened its matches by the time a list answers with events.
  let events = [];
  for (let i = 0; i < 60 && events.length === 0; i++) {
    events = (await (await fetch(`${api.origin}/xapi/rest/events?pageSize=100&l=en-GB`, { headers })).json()).events ?? [];
    if (events.length === 0) await new Promise((r) => setTimeout(r, 250));
  }
  const names = new Set();
  for (const event of events) {
    for (const opponent of event.opponents) names.add(opponent.description);
    names.add(event.eventPaths.at(-1).description);
  }
  const queries = [...names].flatMap(typed).flatMap((q, i) => [[q, LANGUAGES[i % LANGUAGES.length]]]);
  const probe = await (
    await fetch(`${api.origin}/xapi/rest/search?q=${encodeURIComponent(typed([...names][0]).at(-1))}&l=en-GB`, { headers })
  ).json();
  if (!Array.isArray(probe.teams)) throw new Error(`the search does not answer: ${JSON.stringify(probe)}`);

  const latencies = [];
  let errors = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const player = async () => {
    while (performance.now() < until) {
      const [q, l] = queries[next++ % queries.length];
      const started = performance.now();
      const response = await fetch(`${api.origin}/xapi/rest/search?q=${encodeURIComponent(q)}&l=${l}`, { headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: players }, player));
  latencies.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p).toFixed(1));
  const met = Number(p95) <= TARGET_P95_MS && errors === 0;

  console.log(
    `GET /xapi/rest/search, direct, ${seconds} s, ${players} players asking in turn, ${queries.length} distinct queries ` +
      `(prefixes and typos of ${names.size} team and competition names, ${LANGUAGES.join(', ')}), loopback, simulator running`,
  );
  console.log('');
  console.log(describeMachine());
  console.log('');
  console.log('| answers | req/s | p50 ms | p95 ms | p99 ms | errors | target |');
  console.log('|---:|---:|---:|---:|---:|---:|---|');
  console.log(
    `| ${latencies.length} | ${(latencies.length / seconds).toFixed(0)} | ${p50} | ${p95} | ${p99} | ${errors} | p95 <= ${TARGET_P95_MS} ms: ${met ? 'met' : 'NOT MET'} |`,
  );
  process.exitCode = errors ? 1 : 0;
} finally {
  await api.stop();
}
