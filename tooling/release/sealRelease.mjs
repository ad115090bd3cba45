// What a release publishes about itself, written into its mf-manifest.json once its files are final: which
// federation runtime it runs on, where its standalone build is, and the SHA-384 of every script it ships
// (remote entry, chunks, server build). The shell loads the release only with those hashes (Subresource
// Integrity in the browser, a check before its server build runs), so a file changed after the build is refused.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import appConfig from '../webpack/createAppConfig.cjs';
import { integrityOf } from './integrity.mjs';
import zlib from 'node:zlib';

const { STANDALONE_DIR, federationRuntimeVersion } = appConfig;

export const MANIFEST = 'mf-manifest.json';

/** Every .js file under `dir`, relative to it with '/' separators, leaving out the folders in `skip`. */
function scriptsUnder(dir, skip, prefix = '') {
  const files = [];
  for (const name of readdirSync(dir)) {
    const relative = prefix + name;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!skip.includes(relative)) files.push(...scriptsUnder(full, skip, `${relative}/`));
    } else if (name.endsWith('.js')) files.push(relative);
  }
  return files.sort();
}

/** Writes a JSON file with the precompressed copies the static servers pick from. */
function writeJson(file, value) {
  const text = JSON.stringify(value, null, 2);
  writeFileSync(file, text);
  for (const [suffix, compress] of [
    ['.br', (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', (data) => zlib.gzipSync(data, { level: 9 })],
  ]) {
    rmSync(file + suffix, { force: true });
    writeFileSync(file + suffix, compress(Buffer.from(text)));
  }
}

/**
 * The `release` section of one build's manifest. `runtime: 'page'` runs on the page's federation runtime
 * and only under the same `version`; `'own'` brings its own.
 */
export function releaseSection(dir, { runtime, skip = [], federationVersion = federationRuntimeVersion }) {
  const integrity = {};
  for (const file of scriptsUnder(dir, skip)) integrity[file] = integrityOf(readFileSync(path.join(dir, file)));
  return {
    federation: { runtime, version: federationVersion },
    ...(runtime === 'page' && existsSync(path.join(dir, STANDALONE_DIR, MANIFEST))
      ? { standalone: `${STANDALONE_DIR}/${MANIFEST}` }
      : {}),
    integrity,
  };
}

/** Seals the release built into `outDir` (its standalone build too, when it has one). */
export function sealRelease(outDir, { federationVersion } = {}) {
  const builds = [
    { dir: outDir, runtime: 'page', skip: [STANDALONE_DIR] },
    { dir: path.join(outDir, STANDALONE_DIR), runtime: 'own' },
  ];
  for (const build of builds) {
    const file = path.join(build.dir, MANIFEST);
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    writeJson(file, { ...manifest, release: releaseSection(build.dir, { ...build, federationVersion }) });
  }
}
