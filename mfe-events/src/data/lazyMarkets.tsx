import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import type DataLoader from 'dataloader';
import { useQuery } from '@tanstack/react-query';
import { eventsListRequest, useShellContext, type EventsPage, type Market, type SportEvent } from '@sportsbook/contracts';
import { LIST_POLL_MS } from './useEvents';

export interface MarketParams {
  marketTypeIds?: number[];
  periodTypeIds?: number[];
}

/** The API answers at most 100 events a request. */
const MAX_BATCH = 100;
/** Rows mount across several short render slices; a short window gathers them into one request. */
const BATCH_WINDOW_MS = 30;

/** Where a long list loads its rows' markets, and how many of its first rows load them at once. */
interface LazyMarkets {
  loader: Promise<DataLoader<number, Market[]>>;
  key: string;
  eagerRows: number;
}

const LazyMarketsContext = createContext<LazyMarkets | null>(null);

/**
 * Loads the markets of a list's events row by row (the list itself came without them), batching the rows
 * that ask at about the same moment into one events request by id.
 */
export function LazyMarketsProvider({
  params,
  eagerRows,
  children,
}: {
  params: MarketParams;
  eagerRows: number;
  children: ReactNode;
}) {
  const { api } = useShellContext();
  const key = JSON.stringify(params);
  const value = useMemo<LazyMarkets>(() => {
    const markets = JSON.parse(key) as MarketParams;
    // The batching library is not on the first view's path: it loads when a list without markets mounts,
    // beside that list's own request.
    const loader = import('dataloader').then(
      ({ default: Loader }) =>
        new Loader<number, Market[]>(
          async (ids) => {
            const request = eventsListRequest({ eventIds: [...ids], ...markets, pageSize: ids.length });
            const page = (await api.get<EventsPage>(request.path, { params: request.params })).data;
            const byId = new Map(page.events.map((event) => [event.id, event.markets ?? []]));
            // An event gone from the feed (finished, removed) simply has no markets left.
            return ids.map((id) => byId.get(id) ?? []);
          },
          { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setTimeout(run, BATCH_WINDOW_MS) },
        ),
    );
    return { loader, key, eagerRows };
  }, [api, key, eagerRows]);
  return <LazyMarketsContext.Provider value={value}>{children}</LazyMarketsContext.Provider>;
}

export const useLazyMarkets = () => useContext(LazyMarketsContext);

/**
 * The event with its markets: as the list brought them, or loaded for the row once `wanted` (the row is
 * among the first ones or in view), then polled with the list.
 */
export function useEventWithMarkets(event: SportEvent, wanted: boolean): SportEvent {
  const lazy = useLazyMarkets();
  const needed = Boolean(lazy) && event.markets === undefined;
  const query = useQuery({
    queryKey: ['row-markets', event.id, lazy?.key],
    enabled: needed && wanted,
    refetchInterval: LIST_POLL_MS,
    queryFn: async () => (await lazy!.loader).load(event.id),
  });
  // The rows that came near the view get their markets together (one batched request), and a query's answer
  // reaches React through a store, which it renders at once, in one task: deferred, the rows draw their
  // markets in a transition, in short slices a tap can cut into.
  const markets = useDeferredValue(query.data);
  return useMemo(() => (needed && markets ? { ...event, markets } : event), [event, needed, markets]);
}
