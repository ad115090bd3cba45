import { platformPaths, textsAt, type FlatTexts } from '@sportsbook/contracts';
import { createI18n } from '../i18n';
import type { ShellServices } from './shellServices';

/**
 * The page's i18n in its language: the shell's texts and the brand's overrides, those the page carried
 * inline first. Spec 1 section 2: ?translationsId= picks the brand's set of overrides; without it the brand's own.
 */
export function createShellI18n({ api, boot, stores, report, locale }: ShellServices, search: string) {
  const translationsId = new URLSearchParams(search).get('translationsId') ?? undefined;
  return createI18n(locale(), {
    shellTexts: textsAt(() => '/'),
    overrides: async (lng) =>
      (await api.get<FlatTexts>(`${platformPaths.translations}/${lng}`, { params: translationsId ? { translationsId } : {} }))
        .data,
    inline: boot.translations,
    inlineOverrides: boot.overrides,
    printMissingKeys: () => stores.playerSettings.getState().printMissingTranslationKeys,
    reportMissing: (lng, key) => report({ phase: 'i18n', message: `missing translation (${lng}): ${key}` }),
  });
}
