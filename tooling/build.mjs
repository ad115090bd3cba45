// Builds the shell and every remote with the webpack API, one after another (2 cores: parallel barely helps).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sealRelease } from './release/sealRelease.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-header', 'mfe-menu', 'mfe-events', 'mfe-betslip', 'mfe-mybets', 'mfe-jackpot', 'mfe-account'];

function build(app) {
  const webpack = require(path.join(root, 'node_modules/webpack'));
  const config = require(path.join(root, app, 'webpack.config.cjs'));
  const { outDirOf } = require(path.join(root, 'tooling/webpack/createAppConfig.cjs'));
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(`${app}:\n${stats.toString({ all: false, errors: true })}`));
      // Published with the hashes of its final files: what the shell checks before it runs them.
      sealRelease(outDirOf({ dir: path.join(root, app) }));
      resolve(stats);
    });
  });
}

export async function buildAll(apps = APPS) {
  for (const app of apps) {
    const started = Date.now();
    await build(app);
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2);
  buildAll(only.length ? only : APPS).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
