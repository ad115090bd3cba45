import { useQuery } from '@tanstack/react-query';
import {
  eventsListRequest,
  knownSports,
  pathTreeRequest,
  useShellContext,
  type EventPathNode,
  type EventsPage,
  type EventsParams,
} from '@sportsbook/contracts';

/** Lists poll every 15 s (spec 2 section 7); pushed price changes land in between. */
export const LIST_POLL_MS = 15_000;

export type { EventsParams } from '@sportsbook/contracts';

export function useEvents(params: EventsParams, enabled = true) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['events', params],
    enabled,
    refetchInterval: LIST_POLL_MS,
    queryFn: async ({ signal }) => {
      const request = eventsListRequest(params);
      return (await api.get<EventsPage>(request.path, { params: request.params, signal })).data;
    },
  });
}

export type PathNode = EventPathNode;

/** The event path tree, cached an hour as the spec asks; a sport without a known code is skipped with a warning. */
export function usePathTree() {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['eventpathtree'],
    staleTime: 3_600_000,
    gcTime: 3_600_000,
    queryFn: async ({ signal }) => {
      const request = pathTreeRequest();
      return knownSports((await api.get<PathNode[]>(request.path, { params: request.params, signal })).data, (message) =>
        console.warn(message),
      );
    },
  });
}
