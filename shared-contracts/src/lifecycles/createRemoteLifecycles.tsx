import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteFallback } from './RemoteFallback';
import { createRemoteRoot, type RemoteRootProps } from './remoteRoot';
import type { ShellContext } from '../shellContext';
import type { TextsLoader } from '../i18n/remoteTexts';

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
 * React DOM as single-spa-react is given it: every root renders (and hydrates) as a transition, which React
 * cuts into short tasks that let a tap through, instead of one long task per remote while the page boots.
 */
function slicedReactDom(report: (error: unknown) => void) {
  const onRecoverableError = (error: unknown) => report(error);
  return {
    createRoot(element: Element) {
      const root = createRoot(element, { onRecoverableError });
      return {
        render: (node: ReactNode) => startTransition(() => root.render(node)),
        unmount: () => root.unmount(),
      };
    },
    hydrateRoot(element: Element, node: ReactNode) {
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(element, node, { onRecoverableError });
      });
      return root;
    },
  };
}

/**
 * The single-spa lifecycles of a remote: its App inside the shell context, its own query cache,
 * the shell's i18n, an error boundary, and a root element carrying data-mfe and the build's id.
 * `build` must come from the remote's own code (see its lifecycles.tsx), never from this shared package.
 * A first mount whose region holds this very release's markup from the shell's server, drawn for this
 * viewport, hydrates it; any first mount the server rendered for takes the answers that render read.
 */
export function createRemoteLifecycles(remote: string, App: ComponentType, build: RemoteBuild, options: PartOptions = {}) {
  // A part is marked remote/part, so the page still holds one element per remote that names the remote alone.
  const marked = options.part ? `${remote}/${options.part}` : remote;
  let hydrating = false;
  let mounted: ShellContext | undefined;
  const lifecycles = singleSpaReact<RemoteRootProps>({
    React,
    // A mismatch between the server's markup and the browser's render: React draws the part afresh.
    ReactDOMClient: slicedReactDom((error) =>
      mounted?.reportError({ remote, phase: 'render', message: `drawn afresh: ${String(error)}` }),
    ) as never,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: createRemoteRoot(marked, App, build.buildId),
    // A second net for errors the inner boundary cannot catch (it is itself inside the tree).
    errorBoundary: (error, _info, props) => {
      props.reportError({ remote, phase: 'render', message: String(error) });
      return <RemoteFallback remote={marked} onRetry={() => window.location.reload()} />;
    },
  });
  const mount = (props: Parameters<typeof lifecycles.mount>[0]) => {
    mounted = props;
    const rendering = props.serverRendering?.();
    const channel = props.stores.ui.getState().isDesktop ? 'web' : 'mobile';
    // The markup is this release's, drawn for this viewport, odds format, layout and order: hydrated. Otherwise
    // drawn afresh, with the answers (a player who saved Asian lists, say, gets no mismatch to recover from).
    const settings = props.stores.playerSettings.getState();
    hydrating =
      rendering?.buildId === build.buildId &&
      rendering.channel === channel &&
      (['oddsType', 'layout', 'sortBy'] as const).every((key) => (rendering[key] ?? settings[key]) === settings[key]) &&
      props.domElementGetter().querySelector(`:scope > [data-mfe-server="${marked}"]`) !== null;
    const renderedAs = hydrating && rendering ? { location: rendering.location, timeZone: rendering.timeZone } : undefined;
    return lifecycles.mount({ ...props, seed: rendering?.queries, renderedAs });
  };
  const { texts, ...stamped } = build;
  /** Texts come before the first render; a remote whose texts fail still mounts, with its English defaults. */
  const loadTexts = async (props: ShellContext) => {
    if (!texts || !props.loadTexts) return;
    await props
      .loadTexts(remote, texts)
      .catch((error: unknown) => props.reportError({ remote, phase: 'i18n', message: `texts failed to load: ${String(error)}` }));
  };
  return { ...lifecycles, mount, bootstrap: [loadTexts, lifecycles.bootstrap], ...stamped };
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
