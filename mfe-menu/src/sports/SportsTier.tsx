import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPathNode } from '@sportsbook/contracts';
import { menuList, tier, isSelected, useMenuNavigation } from '../menuTier';
import { MenuIcon } from '../icons';
import { SportRow } from './SportRow';
import { FIXTURES_PATH } from './sportLinks';

/**
 * The fixtures (one of the menu's routes, spec 1 section 2.8: /sports/fixtures), then every sport with
 * events, each expanding to its countries and their leagues; one open at a time.
 */
export function SportsTier({ sports, compact = false }: { sports: EventPathNode[]; compact?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { path, linkTo } = useMenuNavigation();
  if (sports.length === 0) return null;
  const fixtures = t('menu.fixtures', 'Fixtures');
  return (
    <section css={tier} aria-labelledby={headingId}>
      <h3 id={headingId} className={compact ? 'sb-visually-hidden' : undefined}>
        {t('menu.sports', 'Sports')}
      </h3>
      <ul css={menuList}>
        <li>
          <a
            {...linkTo(FIXTURES_PATH)}
            aria-current={isSelected(FIXTURES_PATH, path) ? 'page' : undefined}
            title={compact ? fixtures : undefined}
          >
            <MenuIcon name="fixtures" />
            <span className={compact ? 'sb-visually-hidden' : 'label'}>{fixtures}</span>
          </a>
        </li>
        {sports.map((sport) => (
          <SportRow key={sport.id} sport={sport} compact={compact} />
        ))}
      </ul>
    </section>
  );
}
