import { createStore } from 'zustand/vanilla';
import { firstPathSegment, pathWithoutLocale } from '@sportsbook/contracts';

export interface RouteState {
  locale: string;
  /** The path below the locale. */
  path: string;
  /** The full location before the current one, for back navigation. */
  previous: string | null;
  current: string;
}

/** The shell's view of the route, updated on every single-spa routing event. */
export function createRouteState(allowed: () => readonly string[]) {
  const read = (): Pick<RouteState, 'locale' | 'path' | 'current'> => {
    const { pathname, search } = window.location;
    const segment = firstPathSegment(pathname);
    return {
      locale: allowed().includes(segment) ? segment : 'en',
      path: pathWithoutLocale(pathname, allowed()),
      current: pathname + search,
    };
  };
  const store = createStore<RouteState>()(() => ({ ...read(), previous: null }));
  return {
    store,
    /**
     * Re-reads the location (and the allowed locales, which arrive with the settings); the old location
     * becomes the previous one if it changed.
     */
    sync() {
      const next = read();
      const state = store.getState();
      if (next.current === state.current && next.locale === state.locale && next.path === state.path) return;
      store.setState({ ...next, previous: next.current === state.current ? state.previous : state.current });
    },
  };
}
