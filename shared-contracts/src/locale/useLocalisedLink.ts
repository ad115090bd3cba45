import { useCallback } from 'react';
import { useShellContext, useShellStore } from '../lifecycles/ShellContextProvider';
import { localisedLink, type LinkKind } from './linkRules';

/** The link rules of spec 1 section 2.2 in the player's current language, for the brand's link templates. */
export function useLocalisedLink(): (template: string, kind?: LinkKind) => string {
  const { locale } = useShellContext();
  const languages = useShellStore('globalSettings', (state) => state.languages);
  const defaultLocale = useShellStore('globalSettings', (state) => state.settings.default_locale);
  const current = locale();
  return useCallback(
    (template: string, kind: LinkKind = 'other') => {
      // A language the brand's list does not name has no external locale: only its code counts.
      const language = languages.find((one) => one.locale === current) ?? { locale: current, external_locale: '' };
      return localisedLink(template, kind, language, defaultLocale);
    },
    [languages, defaultLocale, current],
  );
}
