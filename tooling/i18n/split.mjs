// Splits flat translation files ({"betslip.title": "..."}, one language a file, named <lng>.json) into the
// packages' own locale files, merged over what they hold. Re-run it when late keys arrive.
//   node tooling/i18n/split.mjs /path/to/de.json [/path/to/fr.json ...]
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

export function splitFile(file, root) {
  const lng = path.basename(file, '.json');
  if (!/^[a-z]{2}$/.test(lng)) throw new Error(`${file}: the file name must be a two-letter language code`);
  const { byOwner, unknown } = splitByOwner(readFlat(file));
  for (const owner of OWNERS) {
    if (Object.keys(byOwner[owner]).length === 0) continue;
    mkdirSync(localesDir(owner, root), { recursive: true });
    const target = localeFile(owner, lng, root);
    writeFlat(target, { ...readFlat(target), ...byOwner[owner] });
  }
  return { lng, unknown };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    const { lng, unknown } = splitFile(path.resolve(file));
    console.log(`${lng}: split${unknown.length ? `; keys of no known section left out: ${unknown.join(', ')}` : ''}`);
  }
}
