// Adds the keys the source uses and English lacks to the owners' en.json, with the code's English default
// (t('betslip.title', 'Betslip')); a key called with a count gets English's plural forms (key_one, key_other).
// Prints what it added, and the _one forms copied from _other that a person must still word.
//   node tooling/i18n/extract.mjs
import { mkdirSync } from 'node:fs';
import { findUsedKeys } from './usedKeys.mjs';
import {
  FALLBACK_LANGUAGE,
  NAMESPACE_OWNERS,
  OWNERS,
  localeFile,
  localesDir,
  namespaceOf,
  readFlat,
  writeFlat,
} from './namespaces.mjs';

export function extractEnglish(root) {
  const used = findUsedKeys(root);
  const files = Object.fromEntries(OWNERS.map((owner) => [owner, readFlat(localeFile(owner, FALLBACK_LANGUAGE, root))]));
  const added = [];
  const toWord = [];
  const noDefault = [];
  for (const [key, { plural, defaultValue, defaultValueOne }] of used) {
    const owner = NAMESPACE_OWNERS[namespaceOf(key)];
    if (!owner) continue;
    const texts = files[owner];
    if (!plural) {
      if (key in texts) continue;
      if (defaultValue === undefined) noDefault.push(key);
      else {
        texts[key] = defaultValue;
        added.push(key);
      }
      continue;
    }
    const other = texts[`${key}_other`] ?? texts[key] ?? defaultValue;
    delete texts[key];
    if (other === undefined) {
      noDefault.push(key);
      continue;
    }
    if (!texts[`${key}_other`]) added.push(`${key}_other`);
    texts[`${key}_other`] ??= other;
    if (!texts[`${key}_one`]) {
      texts[`${key}_one`] = defaultValueOne ?? other;
      added.push(`${key}_one`);
      if (!defaultValueOne) toWord.push(`${key}_one`);
    }
  }
  for (const owner of OWNERS) {
    mkdirSync(localesDir(owner, root), { recursive: true });
    writeFlat(localeFile(owner, FALLBACK_LANGUAGE, root), files[owner]);
  }
  return { added, toWord, noDefault };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { added, toWord, noDefault } = extractEnglish();
  console.log(`added to English (${added.length}): ${added.join(', ')}`);
  if (toWord.length) console.log(`singular forms copied from the plural, to word (${toWord.length}): ${toWord.join(', ')}`);
  if (noDefault.length) console.log(`used without an English default anywhere (${noDefault.length}): ${noDefault.join(', ')}`);
}
