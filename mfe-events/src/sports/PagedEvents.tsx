import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPrefetchedOr, useShellContext, useShellStore, type EventsPage, type SportEvent } from '@sportsbook/contracts';
import { pagedEventsRequest } from '../firstView';
import { LIST_POLL_MS, type EventsParams } from '../data';
import { EventList } from '../eventList';
import { ListState, SCREENFUL_ROWS } from './Card';
import type { ListMarket } from '../sportView';
import { PolledAtContext } from '../live';
import { useViewMarketParams } from '../pageView';

/**
 * An events query shown page by page, sorted by the player's sort setting (or the page's own order),
 * grouped by league (or the page's own groups), with the markets of the player's layout, polled every 15 s.
 */
export function PagedEvents({
  params: listParams,
  listMarket,
  sortBy: pageSort,
  groupOf,
}: {
  params: EventsParams;
  listMarket?: ListMarket;
  sortBy?: 'time' | 'competition';
  groupOf?: (event: SportEvent) => string;
}) {
  const { t } = useTranslation();
  const { api, prefetched } = useShellContext();
  const playerSort = useShellStore('playerSettings', (s) => s.sortBy);
  const sortBy = pageSort ?? playerSort;
  const params = useViewMarketParams(listParams);
  const query = useInfiniteQuery({
    queryKey: ['events', 'paged', params, sortBy],
    initialPageParam: 1,
    refetchInterval: LIST_POLL_MS,
    queryFn: async ({ pageParam, signal }) => {
      const request = pagedEventsRequest(params, sortBy, pageParam);
      return getPrefetchedOr<EventsPage>(api, prefetched, request.path, { params: request.params, signal });
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <>
      <ListState
        pending={query.isPending}
        error={query.isError}
        empty={query.isSuccess && events.length === 0}
        onRetry={() => void query.refetch()}
        rows={SCREENFUL_ROWS}
      />
      {events.length ? (
        <PolledAtContext.Provider value={query.dataUpdatedAt}>
          <EventList events={events} listMarket={listMarket} groupOf={groupOf} />
        </PolledAtContext.Provider>
      ) : null}
      {query.hasNextPage ? (
        <button type="button" className="more" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('events.more', 'Show more')} ({total - events.length})
        </button>
      ) : null}
    </>
  );
}
