// Load on the platform API's read calls: starts the API on an in-memory database with the simulator
// running, then drives each call with autocannon on loopback and prints requests/s and latency.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 4400;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const api = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], {
  cwd: path.join(root, 'platform-api'),
  env: { ...process.env, API_PORT: String(PORT), PGLITE_DATA_DIR: 'memory://', API_HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

const CALLS = [
  ['events: football pre-match page (20 events)', '/xapi/rest/events?sportCode=FOOT&live=false'],
  ['events: home page, main market only', '/xapi/rest/events?eventPathIds=10001&live=false&marketTypeIds=1,2'],
  ['live: live events list (50 per page)', '/xapi/rest/live/events'],
  ['live: live page by sport', '/xapi/marketdata/v1/livepage'],
  ['event path tree', '/xapi/rest/eventpathtree'],
];

try {
  await waitUp();
  console.log(`platform API load, ${seconds} s per call, ${connections} connections, loopback`);
  console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
  console.log('call'.padEnd(48), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const [name, url] of CALLS) {
    const result = await autocannon({ url: `http://127.0.0.1:${PORT}${url}`, connections, duration: seconds });
    const errors = result.errors + result.non2xx;
    console.log(
      name.padEnd(48),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
} finally {
  api.kill('SIGTERM');
}
