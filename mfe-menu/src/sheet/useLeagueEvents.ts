import { useQuery } from '@tanstack/react-query';
import { useShellContext, type EventsPage } from '@sportsbook/contracts';

/** Events listed under the search's league hits. */
export const SEARCH_EVENTS_PAGE = 10;

/**
 * The next events of some leagues, without markets. /xapi/rest/events has no name filter, so the search
 * finds events through the leagues whose names match.
 */
export function useLeagueEvents(leagueIds: number[]) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['menu-search-events', leagueIds],
    enabled: leagueIds.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (
        await api.get<EventsPage>('/xapi/rest/events', {
          params: { eventPathIds: leagueIds, pageSize: SEARCH_EVENTS_PAGE, sortBy: 'time', includeMarkets: false },
          signal,
        })
      ).data,
  });
}
