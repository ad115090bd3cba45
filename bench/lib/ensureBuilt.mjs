// Builds the apps whose dist/ is missing, so a benchmark runs on a fresh clone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, buildAll } from '../../tooling/build.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function ensureBuilt() {
  const missing = APPS.filter(
    (app) => !existsSync(path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length) {
    console.error(`building ${missing.join(', ')} (no dist/ yet)`);
    await buildAll(missing);
  }
}
