// npm start: install what is needed, build, and serve the composed site with the platform API.
import { ROOT, ensurePnpm, installWorkspace } from './setup.mjs';

const pnpm = ensurePnpm();
installWorkspace(pnpm);
const { buildAll } = await import('./build.mjs');
await buildAll();
const { serveAll, REMOTE_PORTS, API_PORT } = await import('./serve/serveAll.mjs');
const site = await serveAll({ root: ROOT, controlPort: process.env.CONTROL_PORT ? Number(process.env.CONTROL_PORT) : undefined });
console.log('');
console.log(`Sportsbook is running: ${site.url}`);
for (const [name, port] of Object.entries(REMOTE_PORTS))
  console.log(`  remote ${name.padEnd(8)} http://localhost:${port}/mf-manifest.json`);
console.log(`  platform API    http://localhost:${API_PORT}/health`);
console.log('Press Ctrl+C to stop.');
const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
