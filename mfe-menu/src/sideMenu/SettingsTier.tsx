import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../icons/MenuIcon';
import { menuList, tier } from './menuStyles';
import { useMenuNavigation } from './useMenuNavigation';

/** The account remote opens its settings dialog on this path. */
export const SETTINGS_PATH = '/account/settings';

/** Mobile only: the settings (odds format, theme, ...) that desktop players find in the header. */
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
