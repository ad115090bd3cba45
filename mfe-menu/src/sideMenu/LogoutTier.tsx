import { useTranslation } from 'react-i18next';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { MenuIcon } from '../icons';
import { menuList, tier } from '../menuTier';

/** Logged-in players only, when the brand shows a logout button; the shell ends the session. */
export function LogoutTier() {
  const { t } = useTranslation();
  const { bus, stores } = useShellContext();
  const loggedIn = useShellStore('session', (state) => state.status === 'logged-in');
  const shown = useShellStore('globalSettings', (state) => state.settings.display_logout_button);
  if (!loggedIn || !shown) return null;
  return (
    <div css={tier}>
      <ul css={menuList}>
        <li>
          <button
            type="button"
            className="action"
            onClick={() => {
              if (!stores.ui.getState().isDesktop) bus.emit('menu/toggle', { open: false });
              bus.emit('session/logout-requested', { reason: 'user' });
            }}
          >
            <MenuIcon name="logout" />
            <span className="label">{t('menu.logout', 'Log out')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
