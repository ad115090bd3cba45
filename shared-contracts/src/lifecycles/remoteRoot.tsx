import { useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ShellContextProvider } from './ShellContextProvider';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RenderedAsContext, type ServerRendering } from './serverRendering';
import type { ShellContext } from '../shellContext';

/** Spec 1 section 9: default query retention 60 s. */
export const DEFAULT_QUERY_RETENTION_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { gcTime: DEFAULT_QUERY_RETENTION_MS, staleTime: 10_000, retry: 1 } },
  });
}

/** What a remote's root is mounted with: the shell's context, and what a server render left for it. */
export interface RemoteRootProps extends ShellContext {
  /** The server's render of this region, when its markup is being hydrated (or rendered on the server). */
  rendering?: Pick<ServerRendering, 'location' | 'timeZone'> & Partial<Pick<ServerRendering, 'queries'>>;
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
    const { rendering, queryClient: given, ...context } = props;
    const [queryClient] = useState(() => {
      if (given) return given;
      const client = createQueryClient();
      if (rendering?.queries) hydrate(client, rendering.queries);
      return client;
    });
    // Whether the browser runs this root: not on the server, nor while the server's markup is hydrated.
    const live = useSyncExternalStore(
      never,
      () => true,
      () => !rendering,
    );
    // The same elements while the props stay: turning live after a hydration re-renders the root element alone.
    const app = useMemo(
      () => (
        <RemoteErrorBoundary remote={marked} report={context.reportError}>
          <ShellContextProvider value={context}>
            <RenderedAsContext.Provider value={rendering}>
              <I18nextProvider i18n={context.i18n}>
                <QueryClientProvider client={queryClient}>
                  <App />
                </QueryClientProvider>
              </I18nextProvider>
            </RenderedAsContext.Provider>
          </ShellContextProvider>
        </RemoteErrorBoundary>
      ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `context` and `rendering` come from `props`
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
