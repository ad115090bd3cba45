import React, { useState, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ShellContextProvider } from './ShellContextProvider';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import type { ShellContext } from '../shellContext';
import type { TextsLoader } from '../i18n/remoteTexts';

/** Spec 1 section 9: default query retention 60 s. */
export const DEFAULT_QUERY_RETENTION_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { gcTime: DEFAULT_QUERY_RETENTION_MS, staleTime: 10_000, retry: 1 } },
  });
}

/** What a remote's own build stamped into it: the contracts it was built for, and which release it is. */
export interface RemoteBuild {
  contractVersion: string;
  buildId: string;
  /** The remote's own texts (its locales/<lng>.json), read from where this build is served. */
  texts?: TextsLoader;
}

/** A remote part: a second exposed module of a remote (a side column's widget), mounted by the shell as a parcel. */
export interface PartOptions {
  part?: string;
}

/**
 * The single-spa lifecycles of a remote: its App inside the shell context, its own query cache,
 * the shell's i18n, an error boundary, and a root element carrying data-mfe and the build's id.
 * `build` must come from the remote's own code (see its lifecycles.tsx), never from this shared package.
 */
export function createRemoteLifecycles(remote: string, App: ComponentType, build: RemoteBuild, options: PartOptions = {}) {
  // A part is marked remote/part, so the page still holds one element per remote that names the remote alone.
  const marked = options.part ? `${remote}/${options.part}` : remote;
  function Root(props: ShellContext) {
    const [queryClient] = useState(createQueryClient);
    return (
      <div data-mfe={marked} data-build={build.buildId} className={`sb-mfe sb-mfe-${marked.replace('/', '-')}`}>
        <RemoteErrorBoundary remote={marked} report={props.reportError}>
          <ShellContextProvider value={props}>
            <I18nextProvider i18n={props.i18n}>
              <QueryClientProvider client={queryClient}>
                <App />
              </QueryClientProvider>
            </I18nextProvider>
          </ShellContextProvider>
        </RemoteErrorBoundary>
      </div>
    );
  }
  const lifecycles = singleSpaReact<ShellContext>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A second net for errors the inner boundary cannot catch (it is itself inside the tree).
    errorBoundary: (error, _info, props) => {
      props.reportError({ remote, phase: 'render', message: String(error) });
      return <RemoteFallback remote={marked} onRetry={() => window.location.reload()} />;
    },
  });
  const { texts, ...stamped } = build;
  /** Texts come before the first render; a remote whose texts fail still mounts, with its English defaults. */
  const loadTexts = async (props: ShellContext) => {
    if (!texts || !props.loadTexts) return;
    await props
      .loadTexts(remote, texts)
      .catch((error: unknown) => props.reportError({ remote, phase: 'i18n', message: `texts failed to load: ${String(error)}` }));
  };
  return { ...lifecycles, bootstrap: [loadTexts, lifecycles.bootstrap], ...stamped };
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
