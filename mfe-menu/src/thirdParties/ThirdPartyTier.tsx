import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isPartnerAffiliate, useShellStore, offeredThirdParties } from '@sportsbook/contracts';
import { MenuIcon } from '../icons';
import { menuList, tier, useMenuNavigation } from '../menuTier';
import { usePlayerCurrency } from './usePlayerCurrency';

/** Virtuals, esports and other partner games the brand switches on and the player's currency allows. */
export function ThirdPartyTier() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const currency = usePlayerCurrency();
  const { path, linkTo } = useMenuNavigation();
  const affiliate = useShellStore('session', isPartnerAffiliate);
  const environment = useShellStore('globalSettings', (state) => state.environment);
  const sections = useMemo(
    () => offeredThirdParties(settings, currency, affiliate, environment),
    [settings, currency, affiliate, environment],
  );
  if (sections.length === 0) return null;
  return (
    <section css={tier} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('menu.thirdParties', 'Virtuals & games')}</h3>
      <ul css={menuList}>
        {sections.map((section) => (
          <li key={section.section}>
            <a {...linkTo(section.path)} aria-current={path === section.path ? 'page' : undefined}>
              <MenuIcon name="virtual" />
              <span className="label">{t(section.titleKey, section.title)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
