import { useQuery } from '@tanstack/react-query';
import { useShellContext, type EventPathNode } from '@sportsbook/contracts';

/** Sports with their countries and leagues, cached an hour (spec 1 section 9). */
export function usePathTree() {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['eventpathtree'],
    staleTime: 3_600_000,
    gcTime: 3_600_000,
    queryFn: async ({ signal }) => (await api.get<EventPathNode[]>('/xapi/rest/eventpathtree', { signal })).data,
  });
}
