import { useEffect, useMemo, useReducer } from 'react';
import { css } from '@emotion/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../routing';
import {
  getPrefetchedOr,
  useShellContext,
  useShellStore,
  type EventsPage,
  type SportEvent,
  ShellLink,
} from '@sportsbook/contracts';
import { LIVE_LIST, liveListRequest } from '../firstView';
import { usePathTree } from '@sportsbook/contracts';
import { LazyMarketsProvider } from '../data';
import { EventList, loadLazyEventRow } from '../eventList';
import { Card, ListState, SCREENFUL_ROWS, findSport } from '../sports';
import { listGroupOf } from '../sportView';
import { CompetitionFilterPanel, competitionsOf } from './CompetitionFilterPanel';
import { competitionFilter, EMPTY_FILTER, passesFilter } from './competitionFilter';
import { PolledAtContext, useLivePollInterval } from '../live';
import { useViewMarketParams } from '../pageView';
import { pillRow } from '@sportsbook/ui';

const LIVE_MARKETS = { marketTypeIds: [1, 2] };

const sportTabs = css`
  ${pillRow};
  a {
    color: var(--sb-text);
  }
  small {
    margin-left: 6px;
    color: inherit;
    opacity: 0.75;
  }
`;

/** Sport first, then league: the live page's groups (spec 2 section 2). */
const sportAndLeague = (event: SportEvent) => `${event.eventPaths[0]?.description ?? event.sportCode} · ${listGroupOf(event)}`;

/**
 * /live/sport and /live/sport/{id-CODE}: the events in play, all or of one sport, by sport and league, with
 * the desktop competition filter. The list comes without markets; rows load theirs (the first ones at
 * once, past the spec's threshold as they come into view), and follow the push stream while on screen.
 */
export function LivePage() {
  const { t } = useTranslation();
  const { api, prefetched } = useShellContext();
  const { sport: segment } = useRouteParams();
  const tree = usePathTree();
  const sport = segment && tree.data ? findSport(tree.data, segment) : undefined;
  const lazyAfter = useShellStore('globalSettings', (s) => s.settings.lazy_loading_markets_live_event_count_threshold);
  const isDesktop = useShellStore('ui', (s) => s.isDesktop);
  const pollInterval = useLivePollInterval();
  // Its rows come without markets: their code loads now, beside the list's request, not after it.
  useEffect(() => void loadLazyEventRow(), []);
  const rowMarkets = useViewMarketParams(LIVE_MARKETS);
  const params = { ...LIVE_LIST, eventPathIds: sport ? [sport.id] : undefined };
  const query = useInfiniteQuery({
    queryKey: ['events', 'live', params],
    enabled: !segment || tree.isSuccess,
    initialPageParam: 1,
    refetchInterval: pollInterval,
    queryFn: async ({ pageParam, signal }) => {
      const request = liveListRequest(sport?.id, pageParam);
      return getPrefetchedOr<EventsPage>(api, prefetched, request.path, { params: request.params, signal });
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  const events = useMemo(() => query.data?.pages.flatMap((page) => page.events) ?? [], [query.data]);
  const competitions = useMemo(() => competitionsOf(events), [events]);
  const [filter, dispatch] = useReducer(competitionFilter, EMPTY_FILTER);
  const competitionKey = competitions.map((c) => `${c.competitionId}:${c.leagues.map((l) => l.leagueId).join('.')}`).join(',');
  useEffect(() => {
    dispatch({
      type: 'sync',
      competitions: competitions.map((c) => ({ competitionId: c.competitionId, leagueIds: c.leagues.map((l) => l.leagueId) })),
    });
    // The key stands for the competitions; the array itself is new on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [competitionKey]);
  const shown = useMemo(
    () =>
      isDesktop
        ? events.filter((e) => passesFilter(filter, e.eventPaths[1]?.id ?? -1, e.eventPaths[e.eventPaths.length - 1]?.id ?? -1))
        : events,
    [events, filter, isDesktop],
  );
  const liveSports = (tree.data ?? []).filter((s) => s.liveEventCount > 0);
  const title = sport ? `${t('events.live', 'Live now')} · ${sport.description}` : t('events.live', 'Live now');
  return (
    <Card title={title} heading="h1">
      <nav css={sportTabs} aria-label={t('events.live.sports', 'Live sports')}>
        <ShellLink path="/live/sport" aria-current={sport ? undefined : 'page'}>
          {t('events.period.all', 'All')}
        </ShellLink>
        {liveSports.map((s) => (
          <ShellLink
            key={s.id}
            path={`/live/sport/${s.id}-${s.sportCode}`}
            aria-current={s.id === sport?.id ? 'page' : undefined}
          >
            {s.description}
            <small>{s.liveEventCount}</small>
          </ShellLink>
        ))}
      </nav>
      {isDesktop && competitions.length > 1 ? (
        <CompetitionFilterPanel competitions={competitions} filter={filter} dispatch={dispatch} />
      ) : null}
      <ListState
        pending={query.isPending}
        error={query.isError}
        empty={query.isSuccess && shown.length === 0}
        onRetry={() => void query.refetch()}
        rows={SCREENFUL_ROWS}
      />
      {shown.length ? (
        <PolledAtContext.Provider value={query.dataUpdatedAt}>
          <LazyMarketsProvider params={rowMarkets} eagerRows={lazyAfter}>
            <EventList events={shown} groupOf={sportAndLeague} />
          </LazyMarketsProvider>
        </PolledAtContext.Provider>
      ) : null}
      {query.hasNextPage ? (
        <button type="button" className="more" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('events.more', 'Show more')}
        </button>
      ) : null}
    </Card>
  );
}
