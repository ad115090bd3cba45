// A throw-away PostgreSQL server on loopback, for running the API tests against a real server too.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPgBin } from './setup.mjs';

export const TEST_PG_PORT = 54329;

/** Postgres refuses to run as root, so as root it runs as the postgres user Debian's package creates. */
function asServerUser(command, args) {
  const root = process.getuid?.() === 0;
  const [bin, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(bin, argv, { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Starts the server without blocking the event loop (initdb takes seconds): npm test starts it while another
 * step runs beside it and must keep reading that step's output. Stopping is quick and stays sync. The tests
 * run it without fsync; a benchmark of writes asks for it (`fsync: 'on'`), as a deployment runs.
 */
export async function startPostgresServer({ port = TEST_PG_PORT, fsync = 'off' } = {}) {
  const initdb = findPgBin('initdb');
  const pgCtl = findPgBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'sportsbook-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const asUser = async (command, args) => {
    const [bin, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    try {
      await promisify(execFile)(bin, argv, { encoding: 'utf8' });
    } catch (error) {
      throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
    }
  };
  await asUser(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await asUser(pgCtl, [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The server's main process, for what it costs in CPU. */
    pid: Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        asServerUser(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
