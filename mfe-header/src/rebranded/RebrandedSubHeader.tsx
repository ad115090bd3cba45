import { ShellLink, useShellStore, virtualsPath } from '@sportsbook/contracts';
import { usePlayerCurrency } from '../balance';
import { useTranslation } from 'react-i18next';
import { Dropdown, dropdownItems as items } from '@sportsbook/ui';
import { left, subHeaderLink, subHeader } from '../subheader';

/** The pages behind the rebranded sub-header's More menu. */
const MORE_LINKS = [
  { key: 'live', path: '/live/sport', label: ['header.moreLinks.live', 'Live'] },
  { key: 'jackpot', path: '/jackpot', label: ['header.moreLinks.jackpot', 'Jackpot'] },
  { key: 'fixtures', path: '/sports/fixtures', label: ['header.moreLinks.fixtures', 'Fixtures'] },
  { key: 'promotions', path: '/promotions', label: ['header.promotions', 'Promotions'] },
] as const;

/**
 * The rebranded sub-header's static menus (spec 1 section 2.5): Sports, Casino, Virtuals, Esports and
 * More. The sportsbook has no casino of its own, so the Casino menu says so instead of linking nowhere.
 */
export function RebrandedSubHeader() {
  const { t } = useTranslation();
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const currency = usePlayerCurrency();
  // Virtuals leads to the brand's own virtual sports: the first section it switches on for this currency.
  const virtuals = virtualsPath(settings, currency);
  return (
    <nav css={subHeader} aria-label={t('header.subHeader', 'Sections')}>
      <ul css={left}>
        <li>
          <ShellLink css={subHeaderLink} path="/sports">
            {t('header.sports', 'Sports')}
          </ShellLink>
        </li>
        <li>
          <Dropdown triggerCss={subHeaderLink} trigger={`${t('header.casino', 'Casino')} ▾`} label={t('header.casino', 'Casino')}>
            {() => (
              <p css={{ margin: 0, padding: '8px 12px', color: 'var(--sb-text-muted)' }}>
                {t('header.casinoSoon', 'Casino games are coming soon.')}
              </p>
            )}
          </Dropdown>
        </li>
        {virtuals ? (
          <li>
            <ShellLink css={subHeaderLink} path={virtuals}>
              {t('header.virtuals', 'Virtuals')}
            </ShellLink>
          </li>
        ) : null}
        <li>
          <ShellLink css={subHeaderLink} path="/sports/esports">
            {t('header.esports', 'Esports')}
          </ShellLink>
        </li>
        <li>
          <Dropdown triggerCss={subHeaderLink} trigger={`${t('header.more', 'More')} ▾`} label={t('header.more', 'More')}>
            {(close) => (
              <ul css={items}>
                {MORE_LINKS.map((link) => (
                  <li key={link.key}>
                    <ShellLink path={link.path} onNavigate={close}>
                      {t(...link.label)}
                    </ShellLink>
                  </li>
                ))}
              </ul>
            )}
          </Dropdown>
        </li>
      </ul>
    </nav>
  );
}
