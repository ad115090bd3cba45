import { NAME_DICTIONARIES, NAME_SECTIONS, type NameDictionary, type NameSection } from './dictionaries';
import type { CatalogueLocale } from './catalogueLocale';

/** What a placeholder of a pattern matches in the English name. */
const PLACEHOLDERS: Record<string, { pattern: string; number?: 'plain' | 'signed' }> = {
  team: { pattern: '(.+?)' },
  team2: { pattern: '(.+?)' },
  player: { pattern: '(.+?)' },
  n: { pattern: '(\\d+)', number: 'plain' },
  line: { pattern: '(\\d+(?:\\.\\d+)?)', number: 'plain' },
  handicap: { pattern: '([+-]\\d+(?:\\.\\d+)?)', number: 'signed' },
};

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
}

/** The patterns of each section, compiled once from the English keys, in the file's order (specific ones first). */
const PATTERNS: Record<NameSection, Pattern[]> = Object.fromEntries(
  NAME_SECTIONS.map((section) => [
    section,
    Object.keys(NAME_DICTIONARIES.en[section])
      .filter((key) => key.includes('{'))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(name);
            return PLACEHOLDERS[name].pattern;
          })
          .join('');
        return { key, regex: new RegExp(`^${source}$`), names };
      }),
  ]),
) as Record<NameSection, Pattern[]>;

/** Names already translated by one translator: a list repeats the same few hundred names. */
const MEMO_LIMIT = 20_000;

export interface NameTranslator {
  readonly locale: string;
  /** The name in this language, or the name as it is when the catalogue has no translation of it. */
  name(section: NameSection, english: string): string;
}

/**
 * Translates catalogue names into one language: the platform's dictionary, the brand's overrides on top (same
 * sections and keys). Names that match no key (teams, players, invented league names) stay as they are.
 */
export function createNameTranslator(
  { locale, tag }: CatalogueLocale,
  overrides: Partial<Record<NameSection, Record<string, string>>> = {},
): NameTranslator {
  const base = NAME_DICTIONARIES[locale] ?? NAME_DICTIONARIES.en;
  const dictionary = Object.fromEntries(
    NAME_SECTIONS.map((section) => [section, { ...base[section], ...overrides[section] }]),
  ) as NameDictionary;
  const plain = new Intl.NumberFormat(tag, { maximumFractionDigits: 3, useGrouping: false });
  const signed = new Intl.NumberFormat(tag, { maximumFractionDigits: 3, useGrouping: false, signDisplay: 'exceptZero' });
  const memo = new Map<string, string>();

  const translate = (section: NameSection, english: string): string => {
    const exact = dictionary[section][english];
    if (exact !== undefined) return exact;
    for (const pattern of PATTERNS[section]) {
      const match = pattern.regex.exec(english);
      if (!match) continue;
      const template = dictionary[section][pattern.key];
      const values = new Map<string, string>();
      pattern.names.forEach((name, i) => {
        const value = match[i + 1];
        const kind = PLACEHOLDERS[name].number;
        values.set(name, kind ? (kind === 'signed' ? signed : plain).format(Number(value)) : value);
      });
      // Placeholders are replaced in one pass: a team called "{n}" is not read as one.
      return template.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
    }
    return english;
  };

  return {
    locale,
    name(section, english) {
      const key = `${section}\n${english}`;
      let translated = memo.get(key);
      if (translated === undefined) {
        translated = translate(section, english);
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(key, translated);
      }
      return translated;
    },
  };
}
