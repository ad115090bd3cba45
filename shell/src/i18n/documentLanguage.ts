import type { i18n as I18n } from 'i18next';

/** Text direction of a language, from the platform's own locale data (Arabic or Hebrew read right to left). */
export function textDirection(lng: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(lng) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The `lang` and `dir` attributes of a page in `lng`, for its <html> element. */
export function documentLanguage(lng: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: lng, dir: textDirection(lng) };
}

/**
 * The page's <html lang> follows its language (the server writes it with the direction; a switch changes it),
 * so screen readers read a German page with German rules. The direction stays the server's: none of the
 * site's languages reads right to left, and the page's first view keeps its bytes for what it shows.
 */
export function followDocumentLanguage(i18n: Pick<I18n, 'language' | 'on'>, root: HTMLElement): void {
  const apply = (lng: string) => {
    root.lang = lng;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
