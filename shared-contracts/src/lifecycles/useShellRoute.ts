import { useCallback, useSyncExternalStore } from 'react';
import { useShellContext } from './ShellContextProvider';
import { pathWithoutLocale } from '../locale/localeRouting';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const currentPath = () => window.location.pathname;

/**
 * The route as a remote sees it: the locale, the path below it, and navigation through the shell
 * (links between remotes go through the bus, never through a remote's own router).
 */
export function useShellRoute() {
  const { bus, locale, stores } = useShellContext();
  const pathname = useSyncExternalStore(subscribe, currentPath, currentPath);
  const allowed = stores.globalSettings.getState().settings.locales;
  const current = locale();
  const href = useCallback((path: string) => `/${current}${path.startsWith('/') ? path : `/${path}`}`, [current]);
  const go = useCallback((path: string) => bus.emit('navigation/go', { path: href(path) }), [bus, href]);
  return { locale: current, path: pathWithoutLocale(pathname, allowed), href, go };
}
