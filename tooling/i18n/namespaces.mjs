// Which package owns which i18next namespace, and where its texts live: one flat JSON file per language in
// the owner's own source (`<package>/src/locales/<lng>.json`, keys in the `section.key` form the code uses).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Namespace (the first segment of a key) to the package that shows its texts. */
export const NAMESPACE_OWNERS = {
  shell: 'shell',
  // The spec's fixed error messages: the shell shows them (toasts, error pages) and is on every page.
  errors: 'shell',
  header: 'mfe-header',
  menu: 'mfe-menu',
  events: 'mfe-events',
  betslip: 'mfe-betslip',
  mybets: 'mfe-mybets',
  jackpot: 'mfe-jackpot',
  account: 'mfe-account',
};

export const OWNERS = [...new Set(Object.values(NAMESPACE_OWNERS))];
export const FALLBACK_LANGUAGE = 'en';

export const namespaceOf = (key) => key.split('.')[0];
export const localesDir = (owner, root = ROOT) => path.join(root, owner, 'src/locales');
export const localeFile = (owner, lng, root = ROOT) => path.join(localesDir(owner, root), `${lng}.json`);

/** The languages that have a file in an owner's folder. */
export function languagesOf(owner, root = ROOT) {
  const dir = localesDir(owner, root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2))
    .sort();
}

export function readFlat(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Keys sorted, two-space indent, final newline: the form prettier keeps and diffs read well. */
export function writeFlat(file, texts) {
  const sorted = Object.fromEntries(
    Object.keys(texts)
      .sort()
      .map((key) => [key, texts[key]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** One language's texts of every package, as one flat dictionary. */
export function readLanguage(lng, root = ROOT) {
  return Object.assign({}, ...OWNERS.map((owner) => readFlat(localeFile(owner, lng, root))));
}
