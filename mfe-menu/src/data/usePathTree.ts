import { useQuery } from '@tanstack/react-query';
import { knownSports, pathTreeRequest, useShellContext, type EventPathNode } from '@sportsbook/contracts';

/** Sports with their countries and leagues, cached an hour (spec 1 section 9); a sport without a known code is skipped. */
export function usePathTree() {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['eventpathtree'],
    staleTime: 3_600_000,
    gcTime: 3_600_000,
    queryFn: async ({ signal }) => {
      const request = pathTreeRequest();
      const tree = (await api.get<EventPathNode[]>(request.path, { params: request.params, signal })).data;
      return knownSports(tree, (message) => console.warn(message));
    },
  });
}
