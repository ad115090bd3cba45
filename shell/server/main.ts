// The shell's server alone, as a deployment runs it beside a static server per remote and the platform API:
// `API_ORIGIN=http://api:4000 REMOTES_CONFIG=/etc/sportsbook/remotes.json node node_modules/tsx/dist/cli.mjs
// shell/server/main.ts`, with REMOTE_UPSTREAMS where it reaches the remotes at other addresses than browsers
// do (see upstreams.ts), RENDER_THREADS for the render pool's size, TRUST_PROXY for the proxies in front of it,
// and the variables of the features a deployment configures (siteEnvironment.ts: DST_PROPS_URL, DST_PROPS_OPERATOR_ID).
import path from 'node:path';
import { startShellServer } from './shellServer';
import { parseUpstreams, reachThrough } from './upstreams';
import { readSiteEnvironment } from './siteEnvironment';

const shell = path.resolve(__dirname, '..');

async function main() {
  const port = Number(process.env.SHELL_PORT ?? 3000);
  // A feature its deployment did not configure is off, and the log says which variable it lacks.
  const { environment, errors } = readSiteEnvironment(process.env);
  for (const error of errors) console.error(error);
  const server = await startShellServer({
    // SHELL_DIST: another build of the shell (the release drills serve one beside the site's own).
    dir: process.env.SHELL_DIST ?? path.join(shell, 'dist'),
    port,
    host: process.env.HOST ?? '0.0.0.0',
    apiOrigin: process.env.API_ORIGIN ?? 'http://localhost:4000',
    remotesFile: process.env.REMOTES_CONFIG ?? path.join(shell, 'config/remotes.local.json'),
    reach: reachThrough(parseUpstreams(process.env.REMOTE_UPSTREAMS)),
    trustProxy: process.env.TRUST_PROXY,
    environment,
  });
  console.log(`shell up on port ${port}`);
  const stop = async () => {
    // A proxied stream that never ends must not keep a stopped server alive (and its port taken).
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
