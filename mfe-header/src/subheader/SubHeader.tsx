import { css } from '@emotion/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPartnerAffiliate, useShellStore, ShellLink, translateTokens } from '@sportsbook/contracts';
import { Dropdown, dropdownItems as items } from '@sportsbook/ui';
import { splitOverflow } from './splitOverflow';
import { LINK_PADDING_PX, left, subHeaderLink, subHeader } from './subHeaderStyles';
import { SubHeaderRight } from './SubHeaderRight';
import { useElementWidth } from './useElementWidth';
import { useSubmenuLinks } from './useSubmenu';
import { offeredLinks } from './offeredLinks';
import { usePlayerCurrency } from '../balance';
import { useTextWidths } from './useTextWidths';

/** Off-screen copies of the link texts, in the links' font, to measure them. */
const measureRow = css`
  position: absolute;
  visibility: hidden;
  pointer-events: none;
  top: 0;
  left: 0;
  display: flex;
  white-space: nowrap;
  > span {
    flex: none;
  }
`;

/**
 * The classic desktop sub-header (spec 1 section 2.5): the brand's submenu links on the left, those
 * that do not fit in a More dropdown, and the fixed items on the right.
 */
export function SubHeader() {
  const { t, i18n } = useTranslation();
  const subheaderId = useShellStore('globalSettings', (state) => state.settings.subheader_id);
  const configured = useSubmenuLinks(subheaderId);
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const currency = usePlayerCurrency();
  // Link names are operator text: their T_[section.text]_T tokens read in the page's language.
  const affiliate = useShellStore('session', isPartnerAffiliate);
  const environment = useShellStore('globalSettings', (state) => state.environment);
  const links = useMemo(
    () =>
      offeredLinks(configured, settings, currency, affiliate, environment).map((link) => ({
        ...link,
        name: translateTokens(link.name, (key) => (i18n.exists(key) ? t(key) : undefined)),
      })),
    [configured, settings, currency, affiliate, environment, i18n, t],
  );
  const moreText = t('header.more', 'More');
  const texts = useMemo(() => [...links.map((link) => link.name), `${moreText} ▾`], [links, moreText]);
  const leftRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const available = useElementWidth(leftRef);
  const textWidths = useTextWidths(measureRef, texts);

  // Until the browser has laid the row out, every link shows; the split follows the first measure.
  let shown = links.length;
  if (available !== null && textWidths !== null) {
    const widths = textWidths.map((width) => width + 2 * LINK_PADDING_PX);
    shown = splitOverflow(widths.slice(0, -1), available, widths[widths.length - 1]).shown;
  }
  const overflow = links.slice(shown);

  return (
    <nav css={subHeader} aria-label={t('header.subHeader', 'Sections')}>
      <div css={measureRow} aria-hidden="true" ref={measureRef}>
        {texts.map((text, index) => (
          <span key={index}>{text}</span>
        ))}
      </div>
      <ul css={left} ref={leftRef}>
        {links.slice(0, shown).map((link) => (
          <li key={link.id}>
            <ShellLink css={subHeaderLink} path={link.url}>
              {link.name}
            </ShellLink>
          </li>
        ))}
        {overflow.length ? (
          <li>
            <Dropdown triggerCss={subHeaderLink} trigger={`${moreText} ▾`} label={moreText}>
              {(close) => (
                <ul css={items}>
                  {overflow.map((link) => (
                    <li key={link.id}>
                      <ShellLink path={link.url} onNavigate={close}>
                        {link.name}
                      </ShellLink>
                    </li>
                  ))}
                </ul>
              )}
            </Dropdown>
          </li>
        ) : null}
      </ul>
      <SubHeaderRight />
    </nav>
  );
}
