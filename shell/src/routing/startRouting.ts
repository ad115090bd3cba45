import { localeRedirect, preferredLocale, type ShellStores } from '@sportsbook/contracts';
import type { createRouteState } from './routeState';

type RouteState = ReturnType<typeof createRouteState>;

/**
 * A path without an allowed locale is sent to the player's language (its cookie) or the brand's default,
 * read from the settings as they are now: the channel's settings change with the viewport.
 * True when the address was replaced.
 */
export function redirectToLocale(globalSettings: ShellStores['globalSettings']): boolean {
  const settings = globalSettings.getState().settings;
  const target = localeRedirect(
    window.location.pathname,
    window.location.search,
    settings.locales,
    preferredLocale(document.cookie, settings),
  );
  if (target) window.history.replaceState(null, '', target);
  return target !== null;
}

interface RoutingDeps {
  route: RouteState;
  globalSettings: ShellStores['globalSettings'];
  /** The page's language now (see ShellServices.locale). */
  locale: () => string;
  i18n: { language: string; changeLanguage(lng: string): unknown };
  /** The page is laid out again for the new route. */
  onRoute: () => void;
}

/**
 * Every single-spa routing event: a path without a locale is redirected first (the redirect's own event
 * follows), otherwise the route is read again, a new page starts at its top, and the language follows.
 */
export function startRouting({ route, globalSettings, locale, i18n, onRoute }: RoutingDeps): () => void {
  const onRoutingEvent = () => {
    const before = route.store.getState().current;
    if (redirectToLocale(globalSettings)) return;
    route.sync();
    if (route.store.getState().current !== before) window.scrollTo(0, 0);
    // The page's language, which ?locale= chooses over the path's (spec 1 section 2.2): the route's locale
    // alone would switch a /en/ page asked for in German back to English on the first routing event.
    if (i18n.language !== locale()) void i18n.changeLanguage(locale());
    onRoute();
  };
  window.addEventListener('single-spa:routing-event', onRoutingEvent);
  return () => window.removeEventListener('single-spa:routing-event', onRoutingEvent);
}
