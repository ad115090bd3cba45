import { useQuery } from '@tanstack/react-query';
import { useShellContext } from '../lifecycles/ShellContextProvider';
import type { EventPathNode } from '../domain/events';
import { knownSports } from '../domain/sportCodes';
import { pathTreeRequest } from './pathTreeRequest';

/**
 * Sports with their countries and leagues, as the menu and the sports pages show them: cached an hour
 * (spec 1 section 9) under one query key, so the remotes of a page share one request through the shell's
 * query client; a sport without a known code is skipped with a warning (spec 1 section 8).
 */
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
