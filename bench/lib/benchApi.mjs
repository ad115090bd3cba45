// Starts the platform API for a benchmark: in-memory database, simulator running, on loopback.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The API on `port`; `env` may name a PostgreSQL server (DATABASE_URL), else it runs on PGlite in memory. */
export async function startBenchApi(port, env = {}) {
  const api = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], {
    cwd: path.join(root, 'platform-api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      PGLITE_DATA_DIR: 'memory://',
      API_HOST: '127.0.0.1',
      // The benches log in as the demo players.
      DEMO_PLAYERS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => api.once('exit', resolve));
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok)
        return {
          origin: `http://127.0.0.1:${port}`,
          pid: api.pid,
          /** Stops the API and waits until it has closed its connections. */
          stop: async () => {
            api.kill('SIGTERM');
            await exited;
          },
        };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  api.kill('SIGTERM');
  throw new Error('the API did not start');
}

export function describeMachine() {
  return `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`;
}

export function printHeader() {
  console.log('call'.padEnd(48), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
}

export function printRow(name, result) {
  console.log(
    name.padEnd(48),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.errors + result.non2xx).padStart(7),
  );
}
