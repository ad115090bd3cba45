import { useCallback } from 'react';
import { useShellContext } from './ShellContextProvider';
import { pathWithoutLocale } from '../locale/localeRouting';
import { useBrowserValue } from './serverRendering';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

// One string for the snapshot, so a change of path or query re-renders and nothing else does.
const currentLocation = () => window.location.pathname + window.location.search;

/**
 * The route as a remote sees it: the locale, the path below it, the query, and navigation through the
 * shell (links between remotes go through the bus, never through a remote's own router). The path is the
 * address's own, below whichever locale segment it carries: with `?locale=de` on `/en/sports` the texts
 * are German and the page is still `/sports`.
 */
export function useShellRoute() {
  const { bus, locale, stores } = useShellContext();
  const location = useBrowserValue(currentLocation, (as) => as.location, subscribe);
  const queryAt = location.indexOf('?');
  const pathname = queryAt < 0 ? location : location.slice(0, queryAt);
  const search = queryAt < 0 ? '' : location.slice(queryAt);
  const allowed = stores.globalSettings.getState().settings.locales;
  const current = locale();
  const href = useCallback((path: string) => `/${current}${path.startsWith('/') ? path : `/${path}`}`, [current]);
  const go = useCallback((path: string) => bus.emit('navigation/go', { path: href(path) }), [bus, href]);
  /** Writes the query of the current address in place (no new history entry), e.g. a chosen tab. */
  const replaceSearch = useCallback(
    (params: URLSearchParams) => {
      const query = params.toString();
      bus.emit('navigation/go', { path: `${window.location.pathname}${query ? `?${query}` : ''}`, replace: true });
    },
    [bus],
  );
  return { locale: current, path: pathWithoutLocale(pathname, allowed), search, href, go, replaceSearch };
}
