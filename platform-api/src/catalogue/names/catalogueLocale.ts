import { LANGUAGES } from '../../brands/languages';

/** The platform's language for catalogue names when a request names none or one it does not offer. */
export const DEFAULT_CATALOGUE_LOCALE = 'en';

export interface CatalogueLocale {
  /** One of the platform's 27 locales (languages.ts), as the locale files are named. */
  locale: string;
  /** Its full tag, for Intl: numbers inside names are written as that language writes them. */
  tag: string;
}

const BY_TAG = new Map(LANGUAGES.map((l) => [l.external_locale.toLowerCase(), { locale: l.locale, tag: l.external_locale }]));
const BY_LOCALE = new Map(LANGUAGES.map((l) => [l.locale, { locale: l.locale, tag: l.external_locale }]));
/** Primary subtags that name one of our locales under another code: Bokmål and Nynorsk are both Norwegian. */
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no' };

/**
 * The locale of a request's `l=` (the client sends the language's external_locale, `de-DE`, spec 1 section 7):
 * the exact tag first, then its language alone (`de-AT` and `de` read German), else English.
 */
export function catalogueLocaleOf(l: string | undefined): CatalogueLocale {
  if (!l) return BY_LOCALE.get(DEFAULT_CATALOGUE_LOCALE)!;
  const tag = l.trim().replace(/_/g, '-').toLowerCase();
  const exact = BY_TAG.get(tag);
  if (exact) return exact;
  const primary = tag.split('-')[0];
  return BY_LOCALE.get(ALIASES[primary] ?? primary) ?? BY_LOCALE.get(DEFAULT_CATALOGUE_LOCALE)!;
}
