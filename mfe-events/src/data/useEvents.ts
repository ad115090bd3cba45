import { useQuery } from '@tanstack/react-query';
import {
  eventsListRequest,
  getPrefetchedOr,
  useShellContext,
  type EventPathNode,
  type EventsPage,
  type EventsParams,
} from '@sportsbook/contracts';

/** Lists poll every 15 s (spec 2 section 7); pushed price changes land in between. */
export const LIST_POLL_MS = 15_000;

export type { EventsParams } from '@sportsbook/contracts';

export function useEvents(params: EventsParams, enabled = true) {
  const { api, prefetched } = useShellContext();
  return useQuery({
    queryKey: ['events', params],
    enabled,
    refetchInterval: LIST_POLL_MS,
    queryFn: async ({ signal }) => {
      const request = eventsListRequest(params);
      return getPrefetchedOr<EventsPage>(api, prefetched, request.path, { params: request.params, signal });
    },
  });
}

export type PathNode = EventPathNode;
