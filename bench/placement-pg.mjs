// Bet placement under load on PostgreSQL: the measurement of placement-load.mjs (each request a new uuid, one
// single on a pre-match price from the demo player's wallet, every answer checked to be an accepted bet), with
// the API on a PostgreSQL server of its own, started here on loopback in a temporary folder and removed after.
// BENCH_PG_PORT and BENCH_API_PORT choose the ports; BENCH_PG_FSYNC=off runs the server as the tests do.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findPgBin } from '../tooling/setup.mjs';
import { describeMachine, printHeader, printRow, startBenchApi } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54391);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4132);
const fsync = process.env.BENCH_PG_FSYNC === 'off' ? 'off' : 'on';
const TARGET = { rate: 300, p99: 100 };

/**
 * CPU seconds used so far by the processes under `rootPid` (itself included unless `withRoot` is false), from
 * /proc: on a machine shared with other work, CPU per bet says more than bets per second.
 */
function treeCpuSeconds(rootPid, withRoot = true) {
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
    for (let at = pid; at > 1; at = stats.get(at)?.ppid ?? 0) if (at === rootPid) return withRoot || pid !== rootPid;
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: t }] of stats) if (inTree(pid)) ticks += t;
  return ticks / 100;
}

/** A PostgreSQL server as the postgres user (it refuses root), on 127.0.0.1 only. */
function startPostgres() {
  const [initdb, pgCtl] = [findPgBin('initdb'), findPgBin('pg_ctl')];
  if (!initdb || !pgCtl) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'sportsbook-bench-pg-'));
  chmodSync(dir, 0o777);
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres', dir]);
  const asUser = (command, args) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  asUser(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asUser(pgCtl, [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    pid: Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        asUser(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const pg = startPostgres();
try {
  process.env.DATABASE_URL = pg.url;
  const api = await startBenchApi(apiPort);
  try {
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
    const cpuBefore = { api: treeCpuSeconds(process.pid, false), pg: treeCpuSeconds(pg.pid) };
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
    const cpu = { api: treeCpuSeconds(process.pid, false) - cpuBefore.api, pg: treeCpuSeconds(pg.pid) - cpuBefore.pg };
    console.log(
      `bet placement on PostgreSQL (fsync ${fsync}), ${seconds} s, ${connections} connections, loopback, simulator running`,
    );
    console.log(describeMachine());
    printHeader();
    printRow('place a single (new uuid each)', result);
    const refused = [...refusals.values()].reduce((a, b) => a + b, 0);
    console.log(`accepted ${accepted}, refused ${refused}`);
    for (const [why, count] of refusals) console.log(`  ${count} x ${why}`);
    const perBet = (cpuSeconds) => ((1000 * cpuSeconds) / Math.max(1, result.requests.total)).toFixed(2);
    console.log(`CPU a placement: API ${perBet(cpu.api)} ms, PostgreSQL ${perBet(cpu.pg)} ms`);
    const rate = accepted / seconds;
    const ok = rate >= TARGET.rate && result.latency.p99 <= TARGET.p99 && refused === 0;
    console.log(
      `${ok ? 'ok' : 'NOT MET'}: ${rate.toFixed(0)} accepted bets/s (>= ${TARGET.rate}), p99 ${result.latency.p99} ms (<= ${TARGET.p99})`,
    );
  } finally {
    api.stop();
  }
} finally {
  // The API closes its connections first: a fast shutdown ends any left.
  await new Promise((r) => setTimeout(r, 500));
  pg.stop();
}
