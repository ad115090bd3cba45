import { useMemo } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { usePathTree } from '@sportsbook/contracts';
import { MenuIcon } from '../icons/MenuIcon';
import { menuList, tier } from '../sideMenu/menuStyles';
import { useMenuNavigation } from '../sideMenu/useMenuNavigation';
import { eventHit, leagueIdsOf, searchPathTree, type SearchHit, type SearchKind } from './searchMenu';
import { useDebouncedValue } from './useDebouncedValue';
import { useLeagueEvents } from './useLeagueEvents';

const EVENT_SEARCH_DELAY_MS = 250;

const hitStyle = css`
  .label small {
    display: block;
    font-size: 11px;
    font-weight: 400;
    color: var(--sb-text-muted);
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const empty = css`
  margin: 24px 16px;
  text-align: center;
  color: var(--sb-text-muted);
`;

function HitGroup({ kind, hits }: { kind: SearchKind; hits: SearchHit[] }) {
  const { t } = useTranslation();
  const { linkTo } = useMenuNavigation();
  const headings: Record<SearchKind, string> = {
    sport: t('menu.search.sports', 'Sports'),
    country: t('menu.search.countries', 'Countries'),
    league: t('menu.search.leagues', 'Leagues'),
    event: t('menu.search.events', 'Events'),
  };
  if (hits.length === 0) return null;
  return (
    <section css={tier} aria-label={headings[kind]}>
      <h3>{headings[kind]}</h3>
      <ul css={[menuList, hitStyle]}>
        {hits.map((hit) => (
          <li key={`${hit.kind}:${hit.id}`}>
            <a {...linkTo(hit.path)}>
              <MenuIcon name={kind === 'event' ? 'live' : kind === 'sport' ? 'sports' : 'dot'} />
              <span className="label">
                {hit.title}
                {hit.context ? <small>{hit.context}</small> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the sheet's search finds: sports, countries and leagues of the path tree, and the events of those leagues. */
export function MenuSearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const tree = usePathTree();
  const hits = useMemo(() => searchPathTree(tree.data ?? [], query), [tree.data, query]);
  const settledIds = useDebouncedValue(leagueIdsOf(hits).join(','), EVENT_SEARCH_DELAY_MS);
  const leagueIds = useMemo(() => (settledIds ? settledIds.split(',').map(Number) : []), [settledIds]);
  const events = useLeagueEvents(leagueIds);
  const eventHits = (events.data?.events ?? []).map(eventHit);
  const byKind = (kind: SearchKind) => hits.filter((hit) => hit.kind === kind);
  return (
    <div role="region" aria-live="polite" aria-label={t('menu.search.results', 'Search results')}>
      {hits.length === 0 && !tree.isPending ? (
        <p css={empty}>{t('menu.search.none', 'Nothing found for “{{query}}”', { query: query.trim() })}</p>
      ) : null}
      <HitGroup kind="sport" hits={byKind('sport')} />
      <HitGroup kind="country" hits={byKind('country')} />
      <HitGroup kind="league" hits={byKind('league')} />
      <HitGroup kind="event" hits={eventHits} />
    </div>
  );
}
