// Splits flat translation files ({"betslip.title": "..."}, one language a file, named <lng>.json) into the
// packages' own locale files, merged over what they hold. Re-run it when late keys arrive.
//   node tooling/i18n/split.mjs [--only-used] /path/to/de.json [/path/to/fr.json ...]
// --only-used leaves out keys the source no longer uses and fills plural forms the language needs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACE_OWNERS, OWNERS, localeFile, localesDir, namespaceOf, readFlat, writeFlat } from './namespaces.mjs';

/** The flat texts of one language grouped by the package that owns them; keys of unknown sections apart. */
export function splitByOwner(flat) {
  const byOwner = Object.fromEntries(OWNERS.map((owner) => [owner, {}]));
  const unknown = [];
  for (const [key, text] of Object.entries(flat)) {
    const owner = NAMESPACE_OWNERS[namespaceOf(key)];
    if (owner && typeof text === 'string') byOwner[owner][key] = text;
    else unknown.push(key);
  }
  return { byOwner, unknown };
}

/**
 * A plural form the language has and the file lacks is filled from the "other" form, and reported: CLDR
 * gives French, Spanish, Italian and Portuguese a "many" form (1 000 000 de paris) translators often skip,
 * and its text is the "other" one.
 */
export function fillPluralForms(flat, lng, used) {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const filled = [];
  const texts = { ...flat };
  for (const [key, { plural }] of used) {
    if (!plural || typeof texts[`${key}_other`] !== 'string') continue;
    for (const category of categories) {
      if (texts[`${key}_${category}`] !== undefined) continue;
      texts[`${key}_${category}`] = texts[`${key}_other`];
      filled.push(`${key}_${category}`);
    }
  }
  return { texts, filled };
}

/** Leaves out keys the source does not use (by their plural base), so a stale key is not imported. */
function usedOnly(flat, used, families) {
  const isUsed = (key) => used.has(key) || used.has(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  return Object.fromEntries(Object.entries(flat).filter(([key]) => isUsed(key) || families.some((f) => f.test(key))));
}

export async function splitFile(file, root, { onlyUsed = false } = {}) {
  const lng = path.basename(file, '.json');
  if (!/^[a-z]{2}$/.test(lng)) throw new Error(`${file}: the file name must be a two-letter language code`);
  let flat = readFlat(file);
  let filled = [];
  if (onlyUsed) {
    const { findUsedKeys, DYNAMIC_KEY_FAMILIES } = await import('./usedKeys.mjs');
    const used = findUsedKeys(root);
    ({ texts: flat, filled } = fillPluralForms(usedOnly(flat, used, DYNAMIC_KEY_FAMILIES), lng, used));
  }
  const { byOwner, unknown } = splitByOwner(flat);
  for (const owner of OWNERS) {
    if (Object.keys(byOwner[owner]).length === 0) continue;
    mkdirSync(localesDir(owner, root), { recursive: true });
    const target = localeFile(owner, lng, root);
    writeFlat(target, { ...readFlat(target), ...byOwner[owner] });
  }
  return { lng, unknown, filled };
}

async function main(args) {
  const onlyUsed = args.includes('--only-used');
  for (const file of args.filter((arg) => !arg.startsWith('--'))) {
    const { lng, unknown, filled } = await splitFile(path.resolve(file), undefined, { onlyUsed });
    console.log(`${lng}: split${unknown.length ? `; keys of no known section left out: ${unknown.join(', ')}` : ''}`);
    if (filled.length) console.log(`${lng}: plural forms filled from "other": ${filled.join(', ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main(process.argv.slice(2));
