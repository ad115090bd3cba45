import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, platformPaths } from '@sportsbook/contracts';

/**
 * One i18next instance for the page. The first view's translations come inline with the page (`inline`,
 * per locale); any other language is loaded from the platform API when it is chosen.
 */
export async function createI18n(
  locale: string,
  printMissingKeys: () => boolean,
  inline: Record<string, Record<string, unknown>> = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      ns: ['translation'],
      resources: Object.fromEntries(Object.entries(inline).map(([lng, translation]) => [lng, { translation }])),
      // The inline languages are complete; the backend loads only the ones the page did not carry.
      partialBundledLanguages: true,
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      backend: { loadPath: `${platformPaths.translations}/{{lng}}` },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => {
        if (printMissingKeys()) console.warn(`missing translation: ${key}`);
      },
    })
    .catch((error: unknown) => console.error('translations failed to load', error));
  return instance;
}
