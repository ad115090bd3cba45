// Bet placement under load, on PGlite (in memory) and on a PostgreSQL server of its own (started on loopback in
// a temporary folder, fsync on, as a deployment runs it): each request a new uuid, one single on a pre-match
// price from the demo player's wallet, every answer checked to be an accepted bet. Prints accepted placements
// per second, latency, the refusals by reason and the CPU a placement cost the API and PostgreSQL, against issue
// 37's target on PostgreSQL (300 bets/s, p99 <= 100 ms). BENCH_PG_PORT and BENCH_API_PORT choose the ports.
import { readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startPostgresServer } from '../tooling/postgresServer.mjs';
import { describeMachine, printHeader, printRow, startBenchApi } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54391);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4401);
const TARGET = { rate: 300, p99: 100 };

/**
 * CPU seconds used so far by the processes under `rootPid`, itself included, from /proc: on a machine shared
 * with other work, CPU per bet says more than bets per second.
 */
function treeCpuSeconds(rootPid) {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone
    }
  }
  const inTree = (pid) => {
    for (let at = pid; at > 1; at = stats.get(at)?.ppid ?? 0) if (at === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: t }] of stats) if (inTree(pid)) ticks += t;
  return ticks / 100;
}

/** The placement load on the API at `api`, with the database server's process (if any) for its CPU. */
async function placeUnderLoad(api, databasePid) {
  const login = await (
    await fetch(`${api.origin}/xapi/icore/players/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    })
  ).json();
  const events = await (
    await fetch(`${api.origin}/xapi/rest/events?sportCode=FOOT&live=false&pageSize=20&marketTypeIds=1&periodTypeIds=100`)
  ).json();
  // The last of the first twenty to start: the first may kick off during the run, and a pre-match bet on it is refused.
  const outcome = events.events.at(-1).markets[0].outcomes[0];
  const body = JSON.stringify({ singles: [{ outcomeId: outcome.id, unitStake: 0.01 }], userAcceptOdds: 'A', originId: 11 });
  const cpuOf = () => ({ api: treeCpuSeconds(api.pid), database: databasePid ? treeCpuSeconds(databasePid) : 0 });
  const cpuBefore = cpuOf();
  let accepted = 0;
  const refusals = new Map();
  const result = await autocannon({
    url: api.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.alsToken}` },
        body,
        setupRequest: (request) => ({
          ...request,
          path: `/xapi/rest/accounts/${login.icore_player_id}/betslips?uuid=${randomUUID()}`,
        }),
        onResponse: (status, responseBody) => {
          const answer = status === 200 ? JSON.parse(responseBody) : undefined;
          if (answer?.status === 'accepted') accepted++;
          else {
            const codes = [answer?.errors, ...(answer?.singles ?? []).map((single) => single.errors)]
              .flat()
              .filter(Boolean)
              .map((error) => error.code ?? error.message ?? JSON.stringify(error));
            const why = `${status} ${answer?.status ?? ''} ${codes.join(',') || responseBody.slice(0, 120)}`;
            refusals.set(why, (refusals.get(why) ?? 0) + 1);
          }
        },
      },
    ],
  });
  const cpuAfter = cpuOf();
  return {
    result,
    accepted,
    refusals,
    cpu: { api: cpuAfter.api - cpuBefore.api, database: cpuAfter.database - cpuBefore.database },
  };
}

function report(database, { result, accepted, refusals, cpu }, target) {
  console.log('');
  console.log(`bet placement on ${database}, ${seconds} s, ${connections} connections, loopback, simulator running`);
  printHeader();
  printRow('place a single (new uuid each)', result);
  const refused = [...refusals.values()].reduce((a, b) => a + b, 0);
  console.log(`accepted ${accepted}, refused ${refused}`);
  for (const [why, count] of refusals) console.log(`  ${count} x ${why}`);
  const perBet = (cpuSeconds) => ((1000 * cpuSeconds) / Math.max(1, result.requests.total)).toFixed(2);
  console.log(`CPU a placement: API ${perBet(cpu.api)} ms${cpu.database ? `, PostgreSQL ${perBet(cpu.database)} ms` : ''}`);
  if (!target) return;
  const rate = accepted / seconds;
  const ok = rate >= target.rate && result.latency.p99 <= target.p99 && refused === 0;
  console.log(
    `${ok ? 'ok' : 'NOT MET'}: ${rate.toFixed(0)} accepted bets/s (>= ${target.rate}), p99 ${result.latency.p99} ms (<= ${target.p99})`,
  );
}

console.log(describeMachine());
const embedded = await startBenchApi(apiPort);
try {
  report('PGlite (in memory)', await placeUnderLoad(embedded));
} finally {
  await embedded.stop();
}
const pg = await startPostgresServer({ port: pgPort, fsync: 'on' });
try {
  const api = await startBenchApi(apiPort, { DATABASE_URL: pg.url });
  try {
    report('PostgreSQL (fsync on)', await placeUnderLoad(api, pg.pid), TARGET);
  } finally {
    await api.stop();
  }
} finally {
  pg.stop();
}
