// A new release of one remote, built and served on an origin of its own beside the running one: what a
// squad publishes before it points the registry at it. The release and contract-refusal journeys use it
// through the control port.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startRemoteServer } from './staticServers.mjs';
import { asBuiltWithFederation } from '../release/federationVersion.mjs';

/** Files a drill may change after a release was sealed, as whoever can write to its origin could. */
export const TAMPERABLE = ['remoteEntry.js', 'server/render.js'];

const execFileAsync = promisify(execFile);
/** Releases get ports from here up, clear of the site's own (3000-3007). */
const FIRST_RELEASE_PORT = 3010;

export function createReleases({ root, host }) {
  const published = [];
  let nextPort = FIRST_RELEASE_PORT;
  const serve = async (outDir) => {
    const port = nextPort++;
    published.push({ outDir, server: await startRemoteServer({ dir: outDir, port, host }) });
    return { manifest: `http://localhost:${port}/mf-manifest.json` };
  };
  return {
    /**
     * Builds `mfe-<name>` as release `buildId` (optionally for another contracts version, optionally with
     * changed texts: `{ en: { 'header.login': 'Sign in' } }` edits a copy of the remote's locale files, as a
     * squad's text change would, without touching the tree the site runs from; optionally with changed source
     * lines: `[{ file: 'src/x.ts', replace, with }]`) and serves it.
     */
    async publish(name, { buildId, contractVersion, texts, edits }) {
      const outDir = mkdtempSync(path.join(tmpdir(), `sb-${name}-release-`));
      const env = { ...process.env, SPORTSBOOK_BUILD_ID: buildId, SPORTSBOOK_OUT_DIR: outDir };
      if (contractVersion) env.SPORTSBOOK_CONTRACT_VERSION_OVERRIDE = contractVersion;
      if (edits?.length) env.SPORTSBOOK_SOURCE_EDITS = JSON.stringify(edits);
      let localesDir;
      if (texts) {
        localesDir = mkdtempSync(path.join(tmpdir(), `sb-${name}-texts-`));
        cpSync(path.join(root, `mfe-${name}`, 'src/locales'), localesDir, { recursive: true });
        for (const [lng, changed] of Object.entries(texts)) {
          const file = path.join(localesDir, `${lng}.json`);
          writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...changed }, null, 2));
        }
        env.SPORTSBOOK_LOCALES_DIR = localesDir;
      }
      await execFileAsync(process.execPath, [path.join(root, 'tooling/build.mjs'), `mfe-${name}`], {
        cwd: root,
        env,
        maxBuffer: 16 * 1024 * 1024,
      }).finally(() => localesDir && rmSync(localesDir, { recursive: true, force: true }));
      return serve(outDir);
    },
    /**
     * Serves a copy of the release the site runs of `mfe-<name>`: as if built with another federation version
     * (its version string changed and the copy sealed again), or with one sealed file changed afterwards.
     */
    async copy(name, { federationVersion, tamper }) {
      const outDir = mkdtempSync(path.join(tmpdir(), `sb-${name}-copy-`));
      cpSync(path.join(root, `mfe-${name}`, 'dist'), outDir, { recursive: true });
      if (federationVersion) asBuiltWithFederation(outDir, federationVersion);
      if (tamper) {
        const file = path.join(outDir, tamper);
        writeFileSync(file, `${readFileSync(file, 'utf8')}\n;globalThis.__tampered = true;\n`);
        rmSync(`${file}.br`, { force: true });
        rmSync(`${file}.gz`, { force: true });
      }
      return serve(outDir);
    },
    async closeAll() {
      for (const { outDir, server } of published.splice(0)) {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
