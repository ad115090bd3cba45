import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { MenuIcon } from '../icons';
import { useMenuNavigation } from '../menuTier';

/** My account for a player; for a visitor the same place asks them to log in first (spec 1 section 2.7). */
export function AccountEntry() {
  const { t } = useTranslation();
  const { stores } = useShellContext();
  const { linkTo, closeMobileMenu } = useMenuNavigation();
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  if (loggedIn) {
    return (
      <a {...linkTo('/account')} className="account" aria-label={t('menu.myAccount', 'My account')}>
        <MenuIcon name="account" />
      </a>
    );
  }
  return (
    <button
      type="button"
      className="account login"
      onClick={() => {
        closeMobileMenu();
        stores.ui.getState().setModal('isLoginOpen', true);
      }}
    >
      <MenuIcon name="account" size={18} />
      {t('menu.login', 'Log in')}
    </button>
  );
}
