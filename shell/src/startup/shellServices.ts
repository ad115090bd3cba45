import { navigateToUrl } from 'single-spa';
import {
  createApiClient,
  createEventBus,
  createShellStores,
  DEFAULT_LANGUAGE_TAG,
  pageTimeZoneRule,
  isTokenValid,
  resolveLocale,
  safeStorage,
  sessionToken,
  type ApiClient,
  type ClientErrorReport,
  type EventBus,
  type ShellStores,
} from '@sportsbook/contracts';
import { createErrorReporter } from '../errors';
import { readBootData, type BootData } from './bootData';
import { brandCookie, DRAWN_SETTINGS, drawnSettingCookie, timeZoneCookie } from './serverCookies';
import { resolveBrand } from './brand';

/** What every later phase works with: one bus, one set of stores and one API client per page. */
export interface ShellServices {
  brand: string;
  boot: BootData;
  report: (report: ClientErrorReport) => void;
  bus: EventBus;
  stores: ShellStores;
  api: ApiClient;
  /** The locales the brand allows: empty until the settings are in. */
  allowedLocales: () => readonly string[];
  /** The page's language: ?locale= over the path's (spec 1 section 2.2), among the allowed ones. */
  locale: () => string;
}

/**
 * The first phase: the brand and the time zone (remembered for the shell's server in cookies), the boot data the page carried
 * for it, and the services. Everything the client sends is read when it sends, never at boot: the channel
 * follows the viewport, the language tag the languages once they are loaded, the token the session.
 */
export function createShellServices(
  report: (report: ClientErrorReport) => void = createErrorReporter(),
  reload: () => void = () => window.location.reload(),
): ShellServices {
  const bus = createEventBus((name, error) => report({ phase: 'bus', message: `listener of ${name} threw: ${String(error)}` }));
  const stores = createShellStores();
  const { ui, session, globalSettings, playerSettings } = stores;
  const brand = resolveBrand(window.location.search, safeStorage());
  document.cookie = brandCookie(brand);
  document.cookie = timeZoneCookie(pageTimeZoneRule());
  // The player's odds format, layout and order, now and as they change: the next page's first view is drawn in them.
  for (const setting of DRAWN_SETTINGS) document.cookie = drawnSettingCookie(setting, playerSettings.getState()[setting]);
  playerSettings.subscribe((now, before) => {
    for (const setting of DRAWN_SETTINGS)
      if (now[setting] !== before[setting]) document.cookie = drawnSettingCookie(setting, now[setting]);
  });
  const boot = readBootData(document, brand);

  const allowedLocales = () => globalSettings.getState().settings.locales;
  const locale = () =>
    resolveLocale({
      query: new URLSearchParams(window.location.search).get('locale'),
      pathname: window.location.pathname,
      allowed: allowedLocales(),
    });
  const api = createApiClient({
    channel: () => (ui.getState().isDesktop ? 'web' : 'mobile'),
    languageTag: () =>
      globalSettings.getState().languages.find((l) => l.locale === locale())?.external_locale ?? DEFAULT_LANGUAGE_TAG,
    locale,
    brand: () => brand,
    portalId: () => brand,
    publicationId: () => brand,
    oddsType: () => playerSettings.getState().oddsType,
    validToken: () => (isTokenValid(session.getState()) ? sessionToken(session.getState().session) : undefined),
    isLoggedIn: () => session.getState().status === 'logged-in',
    onUnauthorized: () => bus.emit('session/logout-requested', { reason: 'unauthorized' }),
    navigate: (path) => navigateToUrl(path),
    reload,
    chatTokenUrl: () => globalSettings.getState().settings.live_chat_token_url || undefined,
  });
  return { brand, boot, report, bus, stores, api, allowedLocales, locale };
}
