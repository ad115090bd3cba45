import { useQuery } from '@tanstack/react-query';
import { useShellContext } from '../lifecycles/ShellContextProvider';
import type { EventPathNode } from '../domain/events';
import { knownSports } from '../domain/sportCodes';
import type { ApiClient } from './apiClient';
import { pathTreeRequest } from './pathTreeRequest';

/** The event path tree is cached 3600 s (spec 1 section 9, spec 2 section 7). */
export const PATH_TREE_CACHE_MS = 3_600_000;

/**
 * The page's one answer, by the shell's API client: every remote keeps its own query cache, so the menu and
 * the events remote each asked for the same tree on a sports or live page (two requests a page load). This
 * module is the page's one copy of the contracts (a shared singleton): the second remote to ask takes the
 * first one's request, in flight or answered, for the hour the tree is cached.
 */
const answers = new WeakMap<ApiClient, { at: number; locale: string; tree: Promise<EventPathNode[]> }>();

/** `locale` is the page's: the platform names the tree in the page's language, and a page that changes it asks again. */
export function sharedPathTree(api: ApiClient, now = Date.now(), locale = ''): Promise<EventPathNode[]> {
  const request = pathTreeRequest();
  // A server render is one remote's, drawn afresh each time: its tree is its own.
  if (typeof window === 'undefined')
    return api.get<EventPathNode[]>(request.path, { params: request.params }).then(({ data }) => data);
  const known = answers.get(api);
  if (known && known.locale === locale && now - known.at < PATH_TREE_CACHE_MS) return known.tree;
  const tree = api.get<EventPathNode[]>(request.path, { params: request.params }).then(({ data }) => data);
  const entry = { at: now, locale, tree };
  answers.set(api, entry);
  // A failure is not kept: the next remote, or the query's retry, asks again.
  tree.catch(() => answers.get(api) === entry && answers.delete(api));
  return tree;
}

/**
 * Sports with their countries and leagues, as the menu and the sports pages show them: cached an hour
 * (spec 1 section 9) under one query key, and asked once a page for all the remotes (sharedPathTree); a sport
 * without a known code is skipped with a warning (spec 1 section 8).
 */
export function usePathTree() {
  const { api, locale } = useShellContext();
  return useQuery({
    queryKey: ['eventpathtree'],
    staleTime: PATH_TREE_CACHE_MS,
    gcTime: PATH_TREE_CACHE_MS,
    queryFn: async () => knownSports(await sharedPathTree(api, Date.now(), locale()), (message) => console.warn(message)),
  });
}
