// Serves the already built site: `node tooling/serve/cli.mjs [--control-port N]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveAll } from './serveAll.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = process.argv.indexOf('--control-port');
const controlPort = at > -1 ? Number(process.argv[at + 1]) : undefined;
const site = await serveAll({ root, controlPort });
console.log(`site up at ${site.url}`);
const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
