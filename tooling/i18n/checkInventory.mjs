// The inventory rules, apart from the file system: every language has every key the source uses (with the
// plural forms its language needs), no language keeps a key nobody uses, and no translation is still the
// English text of a phrase.

/** Texts that read the same in English and in other languages (names, sportsbook words taken over as is). */
export const SAME_IN_ALL_LANGUAGES = new Set([
  'Cash out',
  'Cash-out',
  'Over/Under',
  // French sportsbooks say it as English does.
  'Double chance',
  'Hong Kong',
  // Providers' brand names (third-party sections of the menu).
  'Golden Race',
  'Parlay Bay',
  'Esports Bull',
  // A bet type's proper name (a full cover of 7 selections), kept by the sportsbooks of Latin-script languages.
  'Super Heinz',
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** CLDR plural categories i18next picks from for a language (Intl.PluralRules, as i18next uses). */
export function pluralCategories(lng) {
  return new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
}

/** The keys a language must have: plural keys once per category of the language. */
export function expectedKeys(used, lng) {
  return [...used.entries()].flatMap(([key, { plural }]) =>
    plural ? pluralCategories(lng).map((category) => `${key}_${category}`) : [key],
  );
}

/**
 * A phrase is two words or more; placeholders and punctuation do not count ("{{home}} – {{away}}" is the
 * same everywhere), and a single word may well be the same ("Live", "Jackpot").
 */
function isEnglishPhrase(text) {
  const bare = text.replace(/\{\{[^}]*\}\}/g, ' ');
  const words = bare.split(/[^A-Za-z]+/).filter((word) => word.length > 1);
  return words.length >= 2 && !SAME_IN_ALL_LANGUAGES.has(bare.trim());
}

/** The English text a key of another language is to translate (a plural category maps to one of English's). */
function englishOf(english, key) {
  if (key in english) return english[key];
  const base = key.replace(PLURAL_SUFFIX, '');
  return english[`${base}_other`] ?? english[base];
}

/**
 * @param {Map<string, { plural: boolean }>} used keys the source uses
 * @param {Record<string, Record<string, string>>} languages flat texts per language (English under 'en')
 * @param {RegExp[]} dynamicFamilies key families built at run time: never reported unused
 * @returns {{ missing: Record<string, string[]>, unused: Record<string, string[]>, english: Record<string, string[]> }}
 *   per language, the problem keys (languages without problems are left out)
 */
export function checkInventory(used, languages, dynamicFamilies = []) {
  const missing = {};
  const unused = {};
  const english = {};
  const add = (into, lng, keys) => {
    if (keys.length) into[lng] = keys.sort();
  };
  const dynamic = (key) => dynamicFamilies.some((family) => family.test(key));
  // A family's members are the ones English has (a plural one by its forms); every language needs them.
  const all = new Map(used);
  for (const key of Object.keys(languages.en ?? {}).filter(dynamic)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key || !all.has(base)) all.set(base, { ...all.get(base), plural: base !== key });
  }
  for (const [lng, texts] of Object.entries(languages)) {
    const expected = new Set(expectedKeys(all, lng));
    add(
      missing,
      lng,
      [...expected].filter((key) => typeof texts[key] !== 'string' || texts[key].trim() === ''),
    );
    add(
      unused,
      lng,
      Object.keys(texts).filter((key) => !expected.has(key) && !dynamic(key)),
    );
    if (lng !== 'en') {
      add(
        english,
        lng,
        Object.keys(texts).filter((key) => texts[key] === englishOf(languages.en ?? {}, key) && isEnglishPhrase(texts[key])),
      );
    }
  }
  return { missing, unused, english };
}
