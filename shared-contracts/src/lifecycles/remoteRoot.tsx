import { useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { ShellContextProvider } from './ShellContextProvider';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RenderedAsContext, type RenderedAs } from './serverRendering';
import { AnswersFollowLanguage } from './AnswersFollowLanguage';
import type { ShellContext } from '../shellContext';

/** Spec 1 section 9: default query retention 60 s. */
export const DEFAULT_QUERY_RETENTION_MS = 60_000;

/**
 * A server's answer older than this when its markup is hydrated is asked for again as the root mounts: the
 * shell's server serves a page for a second or two to everyone (its cache), and what happened since (a match
 * that went live) comes then, not with the next poll. Compared with the browser's clock: a clock far ahead
 * costs one request more a page.
 */
export const SEED_FRESH_MS = 2000;

/** The server's answers into a new query cache; those older than SEED_FRESH_MS marked to be asked again. */
export function seedQueries(client: QueryClient, seed: DehydratedState, now = Date.now()): void {
  hydrate(client, seed);
  void client.invalidateQueries({
    predicate: (query) => now - query.state.dataUpdatedAt > SEED_FRESH_MS,
    refetchType: 'none',
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { gcTime: DEFAULT_QUERY_RETENTION_MS, staleTime: 10_000, retry: 1 } },
  });
}

/** What a remote's root is mounted with: the shell's context, and what a server render left for it. */
export interface RemoteRootProps extends ShellContext {
  /** Answers a server render read, for the browser's query cache: nothing it shows is asked for again. */
  seed?: DehydratedState;
  /** How the server rendered the markup this root hydrates (or renders, on the server). */
  renderedAs?: RenderedAs;
  /** The query cache a render on the server fills before it renders; in the browser each root makes its own. */
  queryClient?: QueryClient;
}

const never = () => () => undefined;

/**
 * A remote's root element and providers, one component for the browser and the server, so the markup a
 * server renders is the markup the browser hydrates. The root carries data-mfe only once the browser runs
 * it: markup from the server reads as the remote's only when it answers a tap.
 */
export function createRemoteRoot(marked: string, App: ComponentType, buildId: string) {
  return function RemoteRoot(props: RemoteRootProps) {
    const { seed, renderedAs, queryClient: given, ...context } = props;
    const [queryClient] = useState(() => {
      if (given) return given;
      const client = createQueryClient();
      if (seed) seedQueries(client, seed);
      return client;
    });
    // Whether the browser runs this root: not on the server, nor while the server's markup is hydrated.
    const live = useSyncExternalStore(
      never,
      () => true,
      () => !renderedAs,
    );
    // The same elements while the props stay: turning live after a hydration re-renders the root element alone.
    const app = useMemo(
      () => (
        <RemoteErrorBoundary remote={marked} report={context.reportError}>
          <ShellContextProvider value={context}>
            <RenderedAsContext.Provider value={renderedAs}>
              <I18nextProvider i18n={context.i18n}>
                <QueryClientProvider client={queryClient}>
                  <AnswersFollowLanguage />
                  <App />
                </QueryClientProvider>
              </I18nextProvider>
            </RenderedAsContext.Provider>
          </ShellContextProvider>
        </RemoteErrorBoundary>
      ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `context` and `renderedAs` come from `props`
      [props, queryClient],
    );
    return (
      <div
        data-mfe={live ? marked : undefined}
        data-mfe-server={live ? undefined : marked}
        data-build={buildId}
        className={`sb-mfe sb-mfe-${marked.replace('/', '-')}`}
      >
        {app}
      </div>
    );
  };
}
