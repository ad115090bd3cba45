import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { MenuIcon } from '../icons';
import { AccountEntry } from './AccountEntry';
import { LanguageSelector } from './LanguageSelector';
import { SessionClock } from './SessionClock';
import { useMenuNavigation } from '../menuTier';

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: 8px 8px 8px 14px;
  min-height: 56px;
  border-bottom: 1px solid var(--sb-border);
  /* The logo alone gives way (ellipsis) when a language's login text is long: the buttons keep their content. */
  .logo {
    flex: 1 1 0;
    min-width: 0;
    color: var(--sb-text);
    text-decoration: none;
    font-weight: 800;
    font-size: 17px;
    letter-spacing: 0.06em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  button,
  .account {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 36px;
    height: 36px;
    padding: 0 8px;
    border: 1px solid var(--sb-border);
    border-radius: 18px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    text-decoration: none;
    font-weight: 600;
    cursor: pointer;
    flex-shrink: 0;
  }
  .login {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
    padding: 0 14px;
  }
  .language svg {
    transition: transform 0.15s ease;
    transform: rotate(90deg);
  }
  .language[aria-expanded='true'] svg {
    transform: rotate(-90deg);
  }
  .close {
    border-color: transparent;
    background: transparent;
  }
  /* The session clock and the open language panel take the whole width below the header row. */
  .session {
    order: 5;
    flex-basis: 100%;
    margin: 0;
    font-size: 13px;
    color: var(--sb-text-muted);
    time {
      font-variant-numeric: tabular-nums;
      color: var(--sb-text);
    }
  }
  .languages {
    order: 10;
    flex-basis: 100%;
  }
`;

/** The mobile menu's header: logo, my account or log in, the language selector and close. */
export function MenuHeader() {
  const { t } = useTranslation();
  const { bus } = useShellContext();
  const { linkTo } = useMenuNavigation();
  const logoText = useShellStore('globalSettings', (state) => state.settings.theme.logoText);
  return (
    <div css={header}>
      <a {...linkTo('/homepage')} className="logo">
        {logoText}
      </a>
      <AccountEntry />
      <LanguageSelector />
      <button
        type="button"
        className="close"
        aria-label={t('menu.close', 'Close menu')}
        onClick={() => bus.emit('menu/toggle', { open: false })}
      >
        <MenuIcon name="close" />
      </button>
      <SessionClock />
    </div>
  );
}
