import { useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useRouteParams, useSearchParams } from '../routing';
import { ShellLink, usePathTree } from '@sportsbook/contracts';
import type { PathNode } from '../data';
import { PeriodFilter, periodFromSearch, periodParam, type Period } from '../filters';
import { ListMarketSelect } from '../filters';
import { Card, ListState } from './Card';
import { PagedEvents } from './PagedEvents';
import { findLeague, findSport, leaguePath, sportPath } from './sportRoute';
import { listMarketParams, listMarketsOf, sportViewOf, type ListMarket } from '../sportView';

const tiles = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  padding: 0 12px 12px;
  list-style: none;
  margin: 0;
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 12px;
    border-radius: 8px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    outline: 1px solid var(--sb-accent);
  }
  small {
    color: var(--sb-text-muted);
  }
`;

function Tiles({ nodes, pathOf }: { nodes: PathNode[]; pathOf: (node: PathNode) => string }) {
  return (
    <ul css={tiles}>
      {nodes.map((node) => (
        <li key={node.id}>
          <ShellLink path={pathOf(node)}>
            {node.description} <small>{node.eventCount}</small>
          </ShellLink>
        </li>
      ))}
    </ul>
  );
}

/** /sports: every sport with its number of events. */
export function SportsPage() {
  const { t } = useTranslation();
  const tree = usePathTree();
  return (
    <Card title={t('events.sports', 'Sports')} heading="h1">
      <ListState
        pending={tree.isPending}
        error={tree.isError}
        empty={tree.isSuccess && tree.data.length === 0}
        onRetry={() => void tree.refetch()}
      />
      <Tiles nodes={tree.data ?? []} pathOf={sportPath} />
    </Card>
  );
}

function usePeriod(): [Period, (period: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const [period, setPeriod] = useState<Period>(() => periodFromSearch(`?${search.toString()}`));
  return [
    period,
    (next) => {
      setPeriod(next);
      const params = new URLSearchParams(search);
      if (next === 'all') params.delete('period');
      else params.set('period', next);
      setSearch(params);
    },
  ];
}

/** /sports/{sport}[/{league}] and /sports/{sportId}-{sportCode}[-suffix]: leagues, then the events. */
export function SportPage() {
  const { t } = useTranslation();
  const { sport: sportSegment = '', league: leagueSlug } = useRouteParams();
  const tree = usePathTree();
  const [period, setPeriod] = usePeriod();
  const [chosenMarket, setListMarket] = useState<ListMarket>();
  const sport = tree.data ? findSport(tree.data, sportSegment) : undefined;
  const league = sport && leagueSlug ? findLeague(sport, leagueSlug) : undefined;
  if (tree.isPending)
    return (
      <Card title={t('events.sports', 'Sports')}>
        {<ListState pending error={false} empty={false} onRetry={() => undefined} />}
      </Card>
    );
  if (!sport || (leagueSlug && !league)) {
    return (
      <Card title={t('events.sports', 'Sports')} heading="h1">
        <ListState pending={false} error={false} empty onRetry={() => undefined} />
      </Card>
    );
  }
  const listMarkets = listMarketsOf(sport.sportCode, false);
  const listMarket = listMarkets.find((market) => market.key === chosenMarket?.key) ?? listMarkets[0];
  const leagues = sport.children.flatMap((country) =>
    country.children.map((l) => ({ ...l, description: `${country.description} · ${l.description}` })),
  );
  return (
    <>
      <Card
        title={league ? league.description : sport.description}
        heading="h1"
        actions={<PeriodFilter value={period} onChange={setPeriod} />}
      >
        {league ? null : <Tiles nodes={leagues} pathOf={(l) => leaguePath(sport, l)} />}
      </Card>
      <Card
        title={t('events.upcoming', 'Upcoming')}
        actions={<ListMarketSelect markets={listMarkets} value={listMarket} onChange={setListMarket} />}
      >
        <PagedEvents
          params={{
            eventPathIds: [league?.id ?? sport.id],
            live: false,
            period: periodParam(period),
            includeOutrights: sportViewOf(sport.sportCode) === 'golf' || undefined,
            ...listMarketParams(listMarket, false),
          }}
          listMarket={listMarket}
        />
      </Card>
    </>
  );
}
