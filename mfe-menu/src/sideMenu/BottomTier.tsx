import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../icons';
import { menuList, tier, useMenuNavigation } from '../menuTier';

/** The fallback page of the route table (spec 1 section 2.1) doubles as the help page. */
export const HELP_PATH = '/public';

export function BottomTier() {
  const { t } = useTranslation();
  const { path, linkTo } = useMenuNavigation();
  return (
    <div css={tier}>
      <ul css={menuList}>
        <li>
          <a {...linkTo(HELP_PATH)} aria-current={path === HELP_PATH ? 'page' : undefined}>
            <MenuIcon name="help" />
            <span className="label">{t('menu.help', 'Help')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
