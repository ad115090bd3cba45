import { createElement, lazy, type ComponentType } from 'react';

/** A page whose code is a chunk of its own: `load()` asks for it before the page is drawn. */
export type LazyPage<P extends object = object> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * A page loaded when it is first shown (React.lazy), or earlier through `load()`: the remote's boot starts the
 * shown page's code as soon as the remote runs. Until its code is there it suspends: a Suspense boundary shows
 * its fallback, or, while it hydrates, keeps the server's markup. Once the code is there the page is drawn at
 * once, without suspending (React.lazy suspends on its first draw even then): a hydration that waited for the
 * code hydrates the page in the same pass as the root. A chunk that failed stays failed until the page is
 * reloaded, as with React.lazy.
 */
export function lazyPage<P extends object = object>(importPage: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => (loading ??= importPage().then((page) => (loaded = page)));
  const Lazy = lazy(() => load().then((page) => ({ default: page })));
  function Page(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Page, { load });
}

/** Whether a page of a route table is one of these (a chunk of its own). */
export const isLazyPage = (page: ComponentType): page is LazyPage => typeof (page as Partial<LazyPage>).load === 'function';
