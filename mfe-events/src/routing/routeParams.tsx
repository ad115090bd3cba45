import { createContext, useContext, useMemo } from 'react';
import { useShellRoute, type RouteParams } from '@sportsbook/contracts';

const RouteParamsContext = createContext<RouteParams>({});

export const RouteParamsProvider = RouteParamsContext.Provider;

/** The parameters of the route the page was matched on (`:sport`, `:slug`, …). */
export function useRouteParams(): RouteParams {
  return useContext(RouteParamsContext);
}

/** The address's query, and a setter that rewrites it in place through the shell. */
export function useSearchParams(): [URLSearchParams, (params: URLSearchParams) => void] {
  const { search, replaceSearch } = useShellRoute();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, replaceSearch];
}
