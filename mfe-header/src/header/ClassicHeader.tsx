import { useTranslation } from 'react-i18next';
import { formatMoney, useShellContext, useShellRoute, useShellStore } from '@sportsbook/contracts';
import * as s from './headerStyles';
import { ThemeToggle } from './ThemeToggle';
import { OddsFormatSelect } from './OddsFormatSelect';

/** The classic header of spec 1 section 2.5: logo, login and balance, account link and logout. */
export function ClassicHeader() {
  const { t } = useTranslation();
  const { bus, stores } = useShellContext();
  const { href } = useShellRoute();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const status = useShellStore('session', (state) => state.status);
  const username = useShellStore('session', (state) => state.session?.username);
  const wallet = useShellStore('wallet', (state) => state.wallet);
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  const loginOpen = useShellStore('ui', (state) => state.modals.isLoginOpen);
  const homeUrl = (isDesktop ? settings.desktop_home_url : settings.mobile_home_url) || href('/homepage');
  const [first, ...rest] = settings.theme.logoText.split('·');

  return (
    <div css={s.bar}>
      {isDesktop ? null : (
        <button type="button" css={s.iconButton} aria-label={t('menu.title', 'Sports menu')} onClick={() => bus.emit('menu/toggle', {})}>
          ☰
        </button>
      )}
      <a css={s.logo} href={homeUrl} aria-label={`${settings.theme.brandName} home`}>
        {first}
        {rest.length ? <span>·{rest.join('·')}</span> : null}
      </a>
      <div css={s.spacer} />
      {isDesktop ? <OddsFormatSelect /> : null}
      {settings.enable_switching_theme_modes ? <ThemeToggle /> : null}
      {status === 'logged-in' ? (
        <>
          <div css={s.balance} aria-live="polite">
            <small>{t('header.balance', 'Balance')}</small>
            <strong>{wallet ? formatMoney(wallet.balance, settings.currency, settings.currency_precision) : '…'}</strong>
          </div>
          {isDesktop ? (
            <a css={s.button} href={href('/account')}>
              {username ?? t('header.myAccount', 'My account')}
            </a>
          ) : null}
          {settings.display_logout_button ? (
            <button type="button" css={s.button} onClick={() => bus.emit('session/logout-requested', { reason: 'user' })}>
              {t('header.logout', 'Logout')}
            </button>
          ) : null}
        </>
      ) : status === 'anonymous' && settings.display_login_button ? (
        <button
          type="button"
          css={s.primaryButton}
          aria-expanded={loginOpen}
          onClick={() => stores.ui.getState().setModal('isLoginOpen', !loginOpen)}
        >
          {loginOpen ? t('header.close', 'Close') : t('header.login', 'Login')}
        </button>
      ) : null}
    </div>
  );
}
