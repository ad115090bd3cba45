import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPathNode } from '@sportsbook/contracts';
import { isSelected, useMenuNavigation, useMenuSection } from '../menuTier';
import { CountryRow } from './CountryRow';
import { SportBadge } from './SportBadge';
import { sportPath } from './sportLinks';
import { ExpandButton } from './ExpandButton';

/** A sport, which expands to its countries; in the collapsed desktop bar only its badge shows. */
export function SportRow({ sport, compact = false }: { sport: EventPathNode; compact?: boolean }) {
  const { t } = useTranslation();
  const listId = useId();
  const { path, linkTo } = useMenuNavigation();
  const section = `sport:${sport.id}`;
  const { open, toggle } = useMenuSection(section);
  const target = sportPath(sport);
  const link = (
    <a
      {...linkTo(target)}
      aria-current={isSelected(target, path) ? 'page' : undefined}
      title={compact ? sport.description : undefined}
    >
      <SportBadge name={sport.description} />
      <span className={compact ? 'sb-visually-hidden' : 'label'}>{sport.description}</span>
      {compact ? null : <span className="count">{sport.eventCount}</span>}
    </a>
  );
  if (compact) return <li>{link}</li>;
  return (
    <li>
      <div className="row">
        {link}
        {sport.children.length > 0 ? (
          <ExpandButton
            open={open}
            listId={listId}
            label={t('menu.sportCountries', 'Countries in {{sport}}', { sport: sport.description })}
            onToggle={toggle}
          />
        ) : null}
      </div>
      {open ? (
        <ul id={listId}>
          {sport.children.map((country) => (
            <CountryRow key={country.id} sport={sport} country={country} sportSection={section} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
