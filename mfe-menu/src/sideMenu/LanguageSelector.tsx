import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellRoute, useShellStore } from '@sportsbook/contracts';
import { LanguageFlag, LanguageLinks } from '@sportsbook/ui';
import { MenuIcon } from '../icons';
import { useMenuSection, useMenuNavigation } from '../menuTier';

/** The languages panel counts as a submenu section: opening it closes an open sport. */
export const LANGUAGES_SECTION = 'languages';

/**
 * The menu's language selector (spec 1 section 2.8): only with more than one language and flags enabled.
 * A disclosure button, and the language links below the header row when open.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const panelId = useId();
  const { locale } = useShellRoute();
  const languages = useShellStore('globalSettings', (state) => state.languages);
  const flags = useShellStore('globalSettings', (state) => state.settings.enable_flags);
  const { open, toggle } = useMenuSection(LANGUAGES_SECTION);
  const { closeMobileMenu } = useMenuNavigation();
  if (languages.length <= 1 || !flags) return null;
  const current = languages.find((language) => language.locale === locale);
  return (
    <>
      <button
        type="button"
        className="language"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('menu.language', 'Language: {{language}}', { language: current?.name ?? locale })}
        onClick={toggle}
      >
        <LanguageFlag locale={locale} />
        <MenuIcon name="chevron" size={14} />
      </button>
      {open ? (
        <div id={panelId} className="languages">
          <LanguageLinks
            // The 380 px drawer has room for two columns of names.
            maxColumns={2}
            onChosen={() => {
              toggle();
              closeMobileMenu();
            }}
          />
        </div>
      ) : null}
    </>
  );
}
