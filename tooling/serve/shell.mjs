// The shell's server alone, as a deployment runs it beside a static server per remote and the platform API:
// `API_ORIGIN=http://api:4000 REMOTES_CONFIG=/etc/sportsbook/remotes.json node tooling/serve/shell.mjs`, with
// REMOTE_UPSTREAMS where it reaches the remotes at other addresses than browsers do (see upstreams.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShellServer } from './staticServers.mjs';
import { parseUpstreams, reachThrough } from './upstreams.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.SHELL_PORT ?? 3000);
const server = await startShellServer({
  dir: path.join(root, 'shell/dist'),
  port,
  host: process.env.HOST ?? '0.0.0.0',
  apiOrigin: process.env.API_ORIGIN ?? 'http://localhost:4000',
  remotesFile: process.env.REMOTES_CONFIG ?? path.join(root, 'shell/config/remotes.local.json'),
  reach: reachThrough(parseUpstreams(process.env.REMOTE_UPSTREAMS)),
});
console.log(`shell up on port ${port}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
