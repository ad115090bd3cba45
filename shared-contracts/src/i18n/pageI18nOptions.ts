import type { InitOptions } from 'i18next';
import { FALLBACK_LOCALE } from '../locale/localeRouting';

/**
 * How a page's i18next reads its texts, the same in the browser and in a render on the server (so both
 * write the same words): one namespace per section, `betslip.title` read as namespace `betslip`, key
 * `title` (i18next splits the first segment off when it names a known namespace), English as the fallback.
 */
export const PAGE_I18N_OPTIONS = {
  fallbackLng: FALLBACK_LOCALE,
  defaultNS: 'shell',
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
