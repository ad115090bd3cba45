import { useQuery } from '@tanstack/react-query';
import { useShellContext, type EventPathNode, type EventsPage } from '@sportsbook/contracts';

/** Lists poll every 15 s (spec 2 section 7); pushed price changes land in between. */
export const LIST_POLL_MS = 15_000;

export interface EventsParams {
  eventPathIds?: number[];
  eventIds?: number[];
  sportCode?: string;
  live?: boolean;
  period?: 'today' | 'this_week';
  page?: number;
  pageSize?: number;
  sortBy?: 'time' | 'competition';
  marketTypeIds?: number[];
  periodTypeIds?: number[];
  includeOutrights?: boolean;
  includeMarkets?: boolean;
}

export function useEvents(params: EventsParams, enabled = true) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['events', params],
    enabled,
    refetchInterval: LIST_POLL_MS,
    queryFn: async ({ signal }) => (await api.get<EventsPage>('/xapi/rest/events', { params, signal })).data,
  });
}

export type PathNode = EventPathNode;

/** The event path tree, cached an hour as the spec asks. */
export function usePathTree() {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['eventpathtree'],
    staleTime: 3_600_000,
    gcTime: 3_600_000,
    queryFn: async ({ signal }) => (await api.get<PathNode[]>('/xapi/rest/eventpathtree', { signal })).data,
  });
}
