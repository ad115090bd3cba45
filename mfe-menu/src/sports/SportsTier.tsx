import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPathNode } from '@sportsbook/contracts';
import { menuList, tier } from '../sideMenu/menuStyles';
import { SportRow } from './SportRow';

/** Every sport with events, each expanding to its countries and their leagues; one open at a time. */
export function SportsTier({ sports, compact = false }: { sports: EventPathNode[]; compact?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (sports.length === 0) return null;
  return (
    <section css={tier} aria-labelledby={headingId}>
      <h3 id={headingId} className={compact ? 'sb-visually-hidden' : undefined}>
        {t('menu.sports', 'Sports')}
      </h3>
      <ul css={menuList}>
        {sports.map((sport) => (
          <SportRow key={sport.id} sport={sport} compact={compact} />
        ))}
      </ul>
    </section>
  );
}
