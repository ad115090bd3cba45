import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPathNode } from '@sportsbook/contracts';
import { childSection, useMenuNavigation, useMenuSection } from '../menuTier';
import { countryPath, leaguePath } from './sportLinks';
import { ExpandButton } from './ExpandButton';

/** A country of a sport, which expands to its leagues. */
export function CountryRow({
  sport,
  country,
  sportSection,
}: {
  sport: EventPathNode;
  country: EventPathNode;
  sportSection: string;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const { path, linkTo } = useMenuNavigation();
  const { open, toggle } = useMenuSection(childSection(sportSection, `country:${country.id}`));
  const target = countryPath(sport, country);
  return (
    <li>
      <div className="row">
        <a {...linkTo(target)} aria-current={path === target ? 'page' : undefined}>
          <span className="label">{country.description}</span>
          <span className="count">{country.eventCount}</span>
        </a>
        {country.children.length > 0 ? (
          <ExpandButton
            open={open}
            listId={listId}
            label={t('menu.countryLeagues', 'Leagues in {{country}}', { country: country.description })}
            onToggle={toggle}
          />
        ) : null}
      </div>
      {open ? (
        <ul id={listId}>
          {country.children.map((league) => {
            const leagueTarget = leaguePath(sport, country, league);
            return (
              <li key={league.id}>
                <a {...linkTo(leagueTarget)} aria-current={path === leagueTarget ? 'page' : undefined}>
                  <span className="label">{league.description}</span>
                  <span className="count">{league.eventCount}</span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}
