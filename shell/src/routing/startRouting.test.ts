import { createShellStores, languageCookie, type Settings, DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { createRouteState } from './routeState';
import { redirectToLocale, startRouting } from './startRouting';

/** Classic-like settings: the web channel defaults to English, the phone channel to German. */
const WEB: Settings = { ...DEFAULT_SETTINGS, locales: ['en', 'de', 'fr'], default_locale: 'en' };
const MOBILE: Settings = { ...WEB, channel: 'mobile', default_locale: 'de' };

/** Listeners of the test under way, removed after it. */
const running: (() => void)[] = [];

function shellAt(address: string) {
  window.history.replaceState(null, '', address);
  const { globalSettings } = createShellStores();
  globalSettings.getState().setAll({ web: WEB, mobile: MOBILE }, 'web');
  const route = createRouteState(() => globalSettings.getState().settings.locales);
  route.sync();
  const i18n = {
    language: 'en',
    changeLanguage(lng: string) {
      this.language = lng;
    },
  };
  let layouts = 0;
  const locale = () => new URLSearchParams(window.location.search).get('locale') ?? route.store.getState().locale;
  const stop = startRouting({ route, globalSettings, locale, i18n, onRoute: () => layouts++ });
  running.push(stop);
  /** A navigation as single-spa reports it. */
  const go = (to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  };
  return { globalSettings, route, i18n, stop, go, layouts: () => layouts };
}

describe('the routing phase', () => {
  const scrolled: [number, number][] = [];
  beforeEach(() => {
    document.cookie = 'sb-locale=; max-age=0; path=/';
    scrolled.length = 0;
    jest
      .spyOn(window, 'scrollTo')
      .mockImplementation(((x: number, y: number) => void scrolled.push([x, y])) as unknown as typeof window.scrollTo);
  });
  afterEach(() => {
    running.splice(0).forEach((stop) => stop());
    jest.restoreAllMocks();
  });

  it.each([
    ['/', null, '/en/homepage'],
    ['/live/sport?brand=nova', null, '/en/live/sport?brand=nova'],
    ['/xx/event/7', null, '/en/event/7'],
    ['/de/homepage', null, '/de/homepage'],
    ['/', 'fr', '/fr/homepage'],
    ['/', 'it', '/en/homepage'],
  ])('sends %s (language cookie %s) to %s', (from, cookie, to) => {
    if (cookie) document.cookie = languageCookie(cookie);
    const shell = shellAt('/de/homepage');
    window.history.replaceState(null, '', from);
    expect(redirectToLocale(shell.globalSettings)).toBe(from !== to);
    expect(window.location.pathname + window.location.search).toBe(to);
  });

  it("redirects with the settings of now: a phone's channel defaults to German after the viewport narrowed", () => {
    const shell = shellAt('/en/homepage');
    // The viewport narrowed: the shell switches to the phone channel's settings.
    shell.globalSettings.getState().setChannel('mobile');
    shell.go('/live/sport');
    expect(window.location.pathname).toBe('/de/live/sport');
  });

  it('reads the route again on a new page, scrolls to its top and lays it out', () => {
    const shell = shellAt('/en/homepage');
    shell.go('/en/live/sport');
    expect(shell.route.store.getState()).toMatchObject({ locale: 'en', path: '/live/sport', previous: '/en/homepage' });
    expect(scrolled).toEqual([[0, 0]]);
    expect(shell.layouts()).toBe(1);
    // The same address again (a query-only re-render of single-spa) neither scrolls nor forgets the previous page.
    shell.go('/en/live/sport');
    expect(scrolled).toHaveLength(1);
    expect(shell.route.store.getState().previous).toBe('/en/homepage');
  });

  it('follows the language the address asks for, ?locale= over the path', () => {
    const shell = shellAt('/en/homepage');
    shell.go('/en/homepage?locale=de');
    expect(shell.i18n.language).toBe('de');
    shell.go('/fr/homepage');
    expect(shell.i18n.language).toBe('fr');
  });

  it('a path without a locale is replaced, and its own routing event lays the page out', () => {
    const shell = shellAt('/en/homepage');
    shell.go('/live/sport');
    expect(window.location.pathname).toBe('/en/live/sport');
    expect(shell.layouts()).toBe(0);
    expect(shell.route.store.getState().path).toBe('/homepage');
  });

  it('stops listening when stopped', () => {
    const shell = shellAt('/en/homepage');
    shell.stop();
    shell.go('/en/live/sport');
    expect(shell.route.store.getState().path).toBe('/homepage');
  });
});
