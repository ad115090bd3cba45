// A build "as if built with another Module Federation version": every place its files name the version the
// build used, changed to another, then sealed again, as that build would have been. What a squad or a shell
// on another federation release publishes, for the release drills (the version string is what the runtimes
// and the release gate compare).
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import appConfig from '../webpack/createAppConfig.cjs';
import { sealRelease } from './sealRelease.mjs';

const { federationRuntimeVersion } = appConfig;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export function asBuiltWithFederation(dir, version) {
  for (const file of filesUnder(dir)) {
    // The precompressed copies would serve the old bytes: the static servers fall back to the file itself.
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (/\.(js|json)$/.test(file))
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(federationRuntimeVersion, version));
  }
  sealRelease(dir, { federationVersion: version });
}
