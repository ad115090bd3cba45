// What `npm start` and `npm test` need on a fresh machine that has only Node and npm.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = '/usr/bin/chromium';

export function run(command, options = {}) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env } });
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** pnpm from npm (corepack fails here on package signatures). */
export function ensurePnpm() {
  if (has('pnpm')) return 'pnpm';
  try {
    run('npm install -g pnpm@10 --no-fund --no-audit');
    return 'pnpm';
  } catch {
    return 'npx --yes pnpm@10';
  }
}

export function installWorkspace(pnpm) {
  run(`${pnpm} install --frozen-lockfile --reporter=append-only`, { env: { CI: 'true' } });
}

function aptInstall(packages, flags = '') {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${flags} ${packages}`);
}

/** Debian's Chromium for the browser tests; never a browser download. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  aptInstall('chromium');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is still missing after apt-get install chromium`);
}

/**
 * Fonts for the scripts the journeys photograph (Chinese, Japanese, Korean, Thai, Devanagari, Greek): without
 * them Chromium draws boxes. Noto CJK for the first three, Noto core for Thai, Devanagari and Greek.
 */
const SCRIPT_FONTS = [
  { lang: 'zh', pkg: 'fonts-noto-cjk' },
  { lang: 'ja', pkg: 'fonts-noto-cjk' },
  { lang: 'ko', pkg: 'fonts-noto-cjk' },
  { lang: 'th', pkg: 'fonts-noto-core' },
  { lang: 'hi', pkg: 'fonts-noto-core' },
  { lang: 'el', pkg: 'fonts-noto-core' },
];

/** The languages (fontconfig's :lang=) no installed font covers. */
export function languagesWithoutFont() {
  return SCRIPT_FONTS.filter(({ lang }) => {
    const found = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
    return found.status !== 0 || found.stdout.trim() === '';
  });
}

export function ensureScriptFonts() {
  const missing = [...new Set(languagesWithoutFont().map(({ pkg }) => pkg))];
  if (missing.length === 0) return;
  aptInstall(missing.join(' '), '--no-install-recommends');
  const still = languagesWithoutFont().map(({ lang }) => lang);
  if (still.length) throw new Error(`no font covers ${still.join(', ')} after apt-get install ${missing.join(' ')}`);
}

/** Debian's docker-compose, only to validate docker-compose.yml (no Docker engine runs here). */
export function ensureDockerCompose() {
  if (has('docker-compose')) return;
  aptInstall('docker-compose', '--no-install-recommends');
}

/** A PostgreSQL server from Debian, for the API tests that must pass on it as on PGlite. */
export function ensurePostgresServer() {
  if (findPgBin('postgres')) return;
  aptInstall('postgresql', '--no-install-recommends');
  if (!findPgBin('postgres')) throw new Error('the PostgreSQL server is still missing after apt-get install postgresql');
}

export function findPgBin(name) {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = execSync(`ls ${base}`)
    .toString()
    .split('\n')
    .filter(Boolean)
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin', name);
    if (existsSync(bin)) return bin;
  }
  return undefined;
}
