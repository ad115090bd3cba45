import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A fresh database is migrated and seeded at start: on a loaded two-core machine that took over 60 s once. */
export const START_TIMEOUT_MS = 120_000;

/** A port nobody listens on. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * The API as production runs it (its own process, src/main.ts) on `port`, with `env` naming its database and
 * settings; resolves once it listens. Its output is kept on `output` (a drill prints it when something fails).
 */
export function startApi(port: number, env: Record<string, string>): Promise<ChildProcess & { output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, API_HOST: '127.0.0.1', API_LOG: '0', ...env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string };
  child.output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start: ${child.output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      child.output += chunk;
      if (child.output.includes('platform API on')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code, signal) => reject(new Error(`the API exited (${code ?? signal}): ${child.output}`)));
  });
}

/** Kills the process at once (SIGKILL: no shutdown, as a crash or the OOM killer) and waits for it to end. */
export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
