import { useTranslation } from 'react-i18next';
import { useShellStore } from '@sportsbook/contracts';
import { BalanceToggle, useBalanceHidden, useCashierLink } from '../balance';
import { bar, header, primaryButton } from '../styles';
import { Logo, MenuToggle, ThemeToggle } from '../header';
import { LanguageDropdown, useShowsLanguagePicker } from '../language';
import { LoginControls, SessionClock } from '../session';
import { AccountBalanceDropdown } from './AccountBalanceDropdown';
import { RebrandedSubHeader } from './RebrandedSubHeader';
import { HeaderSearchSlot } from '../search';

/**
 * The rebranded header (enable_rebranding, spec 1 section 2.5): logo, the language flag dropdown,
 * Register and Login for visitors, the account-balance dropdown (with its show/hide toggle where the brand
 * has one) and a Cashier button for players.
 */
export function RebrandedHeader() {
  const { t } = useTranslation();
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const status = useShellStore('session', (state) => state.status);
  const switchTheme = useShellStore('globalSettings', (state) => state.settings.enable_switching_theme_modes);
  const showsLanguagePicker = useShowsLanguagePicker();
  const cashier = useCashierLink();
  // The brand's show/hide toggle (clem_header_toggle_balance) holds here as in the classic header.
  const canHide = useShellStore('globalSettings', (state) => state.settings.clem_header_toggle_balance);
  const [storedHidden, toggleHidden] = useBalanceHidden();
  const hidden = canHide && storedHidden;
  return (
    <div css={header}>
      <div css={bar(isDesktop)}>
        <MenuToggle />
        <Logo />
        <HeaderSearchSlot shown={isDesktop} />
        {showsLanguagePicker ? <LanguageDropdown /> : null}
        {switchTheme ? <ThemeToggle /> : null}
        {status === 'anonymous' ? <LoginControls joinLabel={t('header.register', 'Register')} /> : null}
        {status === 'logged-in' ? (
          <>
            {isDesktop ? <SessionClock /> : null}
            <AccountBalanceDropdown hidden={hidden} />
            {canHide ? <BalanceToggle hidden={hidden} onToggle={toggleHidden} /> : null}
            <a css={primaryButton} href={cashier.href} target={cashier.target} rel={cashier.rel}>
              {t('header.cashier', 'Cashier')}
            </a>
          </>
        ) : null}
      </div>
      {isDesktop ? <RebrandedSubHeader /> : null}
    </div>
  );
}
