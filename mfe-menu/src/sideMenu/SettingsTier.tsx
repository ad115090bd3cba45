import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../icons';
import { menuList, tier, useMenuNavigation } from '../menuTier';

/** The account remote opens its settings dialog on this path. */
export const SETTINGS_PATH = '/account/settings';

/** The settings panel (odds format, layout, theme, ...), from the mobile drawer and the desktop sidebar alike. */
export function SettingsTier() {
  const { t } = useTranslation();
  const { linkTo } = useMenuNavigation();
  return (
    <div css={tier}>
      <ul css={menuList}>
        <li>
          <a {...linkTo(SETTINGS_PATH)}>
            <MenuIcon name="settings" />
            <span className="label">{t('menu.settings', 'Settings')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
