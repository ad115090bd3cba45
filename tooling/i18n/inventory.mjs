// The inventory check behind npm test: prints what is missing, unused or still English in the packages'
// locale files and exits 1 if anything is. `--json` prints the findings as JSON (for the test).
import { DYNAMIC_KEY_FAMILIES, findUsedKeys } from './usedKeys.mjs';
import { checkInventory } from './checkInventory.mjs';
import { OWNERS, languagesOf, readLanguage } from './namespaces.mjs';

export function inventory(root) {
  const used = findUsedKeys(root);
  const lngs = [...new Set(OWNERS.flatMap((owner) => languagesOf(owner, root)))].sort();
  const languages = Object.fromEntries(lngs.map((lng) => [lng, readLanguage(lng, root)]));
  return { languages: lngs, keys: used.size, ...checkInventory(used, languages, DYNAMIC_KEY_FAMILIES) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = inventory();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(found));
  } else {
    console.log(`${found.keys} keys used in the source; languages: ${found.languages.join(' ')}`);
    let problems = 0;
    for (const kind of ['missing', 'unused', 'english']) {
      for (const [lng, keys] of Object.entries(found[kind])) {
        problems += keys.length;
        console.log(`${lng} ${kind} (${keys.length}): ${keys.join(', ')}`);
      }
    }
    process.exitCode = problems ? 1 : 0;
  }
}
