import { useTranslation } from 'react-i18next';
import { useShellRoute, useShellStore } from '@sportsbook/contracts';
import { LanguageFlag, LanguageLinks } from '@sportsbook/ui';
import { Dropdown } from '@sportsbook/ui';
import { button, srOnly } from '../styles';

/** The desktop language picker (spec 1 section 2.9): the current flag, opening the brand's languages. */
export function LanguageDropdown() {
  const { t } = useTranslation();
  const { locale } = useShellRoute();
  const languages = useShellStore('globalSettings', (state) => state.languages);
  const current = languages.find((language) => language.locale === locale);
  return (
    <Dropdown
      triggerCss={button}
      hasPopup
      trigger={
        <>
          <LanguageFlag locale={locale} />
          {/* Named by its content, so the visible code is part of the name (WCAG 2.5.3): "Language: English EN". */}
          <span css={srOnly}>{t('header.language', 'Language: {{name}}', { name: current?.name ?? locale.toUpperCase() })} </span>
          <span>{locale.toUpperCase()}</span>
        </>
      }
    >
      {(close) => <LanguageLinks onChosen={close} />}
    </Dropdown>
  );
}
