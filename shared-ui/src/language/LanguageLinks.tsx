import { css } from '@emotion/react';
import { dropdownItem } from '../dropdown/dropdownStyles';
import { textTile } from '../icons/textTile';
import { flagOf, isPlainClick, languageColumns, useShellContext, useShellRoute, useShellStore } from '@sportsbook/contracts';

/*
 * Each column is as wide as its longest name (max-content), so the panel grows to fit its languages instead of
 * squeezing 27 names into a 200 px dropdown where they ran over each other; on a narrow screen the panel
 * stops at the viewport and the names wrap inside their own cell.
 */
const list = (columns: number) => css`
  list-style: none;
  margin: 0;
  padding: 4px;
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, max-content));
  width: max-content;
  max-width: calc(100vw - 24px);
  gap: 2px 8px;
  a {
    ${dropdownItem};
    padding: 8px 10px;
    overflow-wrap: anywhere;
  }
`;

const flag = css`
  ${textTile};
  width: 26px;
  height: 18px;
  border-radius: 3px;
  font-size: 10px;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** A locale's flag: the country code of spec 1 section 2.9 in a small badge (emoji flags need fonts few systems have). */
export function LanguageFlag({ locale }: { locale: string }) {
  return (
    <span css={flag} aria-hidden="true" data-flag={flagOf(locale)}>
      {flagOf(locale)}
    </span>
  );
}

/**
 * The brand's languages as links to the same path in each locale (spec 1 section 2.9). A click goes through
 * the shell, which keeps the choice in the locale cookie; the link itself works without script too.
 */
export function LanguageLinks({ onChosen, maxColumns }: { onChosen?: () => void; maxColumns?: number }) {
  const { bus } = useShellContext();
  const { locale, path } = useShellRoute();
  const languages = useShellStore('globalSettings', (state) => state.languages);
  return (
    <ul css={list(languageColumns(languages.length, maxColumns))} data-columns={languageColumns(languages.length, maxColumns)}>
      {languages.map((language) => (
        <li key={language.locale}>
          <a
            href={`/${language.locale}${path === '/' ? '/homepage' : path}${window.location.search}`}
            hrefLang={language.locale}
            lang={language.locale}
            aria-current={language.locale === locale ? 'true' : undefined}
            onClick={(event) => {
              // A ctrl- or middle-click opens the page in that language in a new tab, as any link does.
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onChosen?.();
              bus.emit('language/select', { locale: language.locale });
            }}
          >
            <LanguageFlag locale={language.locale} />
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
