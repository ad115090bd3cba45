import type { PostProcessorModule, TOptions } from 'i18next';

/** What i18next hands a post-processor when `postProcessPassResolved` is on. */
interface Resolved {
  res?: unknown;
  usedLng?: string;
}

/**
 * Whether a text was missing in the language asked for: found only in the fallback language, or nowhere
 * (the code's English default, or the key, stands in).
 */
export function isMissingText(resolved: Resolved | undefined, language: string): boolean {
  if (!resolved || resolved.res === undefined || resolved.res === null || resolved.res === '') return true;
  return resolved.usedLng !== undefined && resolved.usedLng !== language;
}

/**
 * Never a raw key for players: a missing text shows English (the fallback language, else the code's
 * default) and is reported once per language and key. With printMissingTranslationKeys on (spec 1
 * section 3) the key is shown instead, for translators.
 */
export function missingTextProcessor(printKeys: () => boolean, report: (lng: string, key: string) => void): PostProcessorModule {
  const reported = new Set<string>();
  return {
    type: 'postProcessor',
    name: 'missingText',
    process(value: string, key: string | string[], options: TOptions & { i18nResolved?: Resolved }, translator) {
      const lng = (typeof options.lng === 'string' ? options.lng : undefined) ?? (translator as { language: string }).language;
      const asked = Array.isArray(key) ? key[0] : key;
      if (!isMissingText(options.i18nResolved, lng)) return value;
      if (!reported.has(`${lng}|${asked}`)) {
        reported.add(`${lng}|${asked}`);
        report(lng, asked);
      }
      return printKeys() ? asked : value;
    },
  };
}
