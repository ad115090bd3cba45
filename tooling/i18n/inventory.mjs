// The inventory check behind npm test: prints what is missing, unused or still English in the packages'
// locale files and exits 1 if anything is. `--json` prints the findings as JSON (for the test).
import { DYNAMIC_KEY_FAMILIES, findUsedKeys } from './usedKeys.mjs';
import { checkInventory } from './checkInventory.mjs';
import { NAMESPACE_OWNERS, OWNERS, languagesOf, readLanguage } from './namespaces.mjs';

/**
 * Keys a remote uses from another remote's namespace: that namespace may not be loaded where it shows, and
 * a release of the other remote could change it. The shell's namespaces (shell, errors) are always there;
 * the shell itself shows other remotes' toasts.
 */
export function foreignKeys(used) {
  const foreign = [];
  for (const [key, { files }] of used) {
    const owner = NAMESPACE_OWNERS[key.split('.')[0]];
    if (owner === 'shell') continue;
    for (const file of new Set(files)) {
      const user = file.split('/')[0];
      if (user.startsWith('mfe-') && user !== owner) foreign.push(`${key} (${file})`);
    }
  }
  return foreign.sort();
}

export function inventory(root) {
  const used = findUsedKeys(root);
  const lngs = [...new Set(OWNERS.flatMap((owner) => languagesOf(owner, root)))].sort();
  const languages = Object.fromEntries(lngs.map((lng) => [lng, readLanguage(lng, root)]));
  return {
    languages: lngs,
    keys: used.size,
    foreign: foreignKeys(used),
    ...checkInventory(used, languages, DYNAMIC_KEY_FAMILIES),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = inventory();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(found));
  } else {
    console.log(`${found.keys} keys used in the source; languages: ${found.languages.join(' ')}`);
    let problems = found.foreign.length;
    if (problems) console.log(`keys of another remote's namespace: ${found.foreign.join(', ')}`);
    for (const kind of ['missing', 'unused', 'english']) {
      for (const [lng, keys] of Object.entries(found[kind])) {
        problems += keys.length;
        console.log(`${lng} ${kind} (${keys.length}): ${keys.join(', ')}`);
      }
    }
    process.exitCode = problems ? 1 : 0;
  }
}
