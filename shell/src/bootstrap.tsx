import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  getAppStatus,
  MOUNTED,
  navigateToUrl,
  setBootstrapMaxTime,
  setMountMaxTime,
  setUnmountMaxTime,
  start,
  triggerAppChange,
} from 'single-spa';
import {
  CONTRACT_VERSION,
  createApiClient,
  createEventBus,
  createPrefetchedAnswers,
  createShellStores,
  isTokenValid,
  localeRedirect,
  languageCookie,
  preferredLocale,
  matchPageLayout,
  PERSISTED_BETSLIP_KEY,
  REMOTE_NAMES,
  resolveLocale,
  sessionToken,
  DEFAULT_LANGUAGE_TAG,
  backTarget,
  pathWithoutLocale,
  platformPaths,
  textsAt,
  type ClientErrorReport,
  type FlatTexts,
  type Language,
  type RemoteName,
  type ShellContext,
  safeStorage,
} from '@sportsbook/contracts';
import { createErrorReporter } from './errors/errorReporter';
import { createI18n } from './i18n/createI18n';
import { createPageRegions } from './layout/regions';
import { createRemoteLoader } from './remotes/federation';
import { createFallbacks } from './remotes/fallbacks';
import { gridAreas, isRemoteActive, isStaticPage, placeRemotes, staticPageOf } from './remotes/regionPlacement';
import { registerRemoteApps } from './remotes/registerRemoteApps';
import { provideRemoteParts } from './remotes/remoteParts';
import { createRemoteDemand, demandStateOf } from './remotes/remoteDemand';
import { loadRemoteRegistry } from './remotes/loadRemoteRegistry';
import { warmOnIntent } from './remotes/warmOnIntent';
import { createRouteState } from './routing/routeState';
import { startSessionLifecycle } from './session/sessionLifecycle';
import { loadPlayerPreferences } from './session/playerPreferences';
import { startWalletPolling } from './session/walletPolling';
import { startIdleProbe } from './session/idleProbe';
import { isEmbedded, startParentBridge } from './embedding/parentBridge';
import { loadLanguages, loadSettings } from './startup/loadSettings';
import { brandCookie, readBootData } from './startup/bootData';
import { showStaticPage } from './startup/staticBoot';
import { prefetchFirstView } from './startup/prefetchFirstView';
import { resolveBetslipOrigin, resolveBrand, resolveNativeApp } from './startup/brand';
import { themeFromQuery } from './theme/applyTheme';
import { ShellChrome } from './chrome/ShellChrome';

/** A hung mount or unmount moves the app to SKIP_BECAUSE_BROKEN, where its fallback offers a retry. */
const LIFECYCLE_MAX_TIME_MS = 10_000;
/** error-500 of spec 1 section 8, shown when the platform (settings and translations) does not answer. */
const SETTINGS_FAILED_TEXT = 'We are experiencing difficulties. Please try again later.';

async function bootstrap() {
  const { search } = window.location;
  // Spec 2 section 4: the persisted betslip is deleted at start.
  safeStorage().removeItem(PERSISTED_BETSLIP_KEY);

  const report: (r: ClientErrorReport) => void = createErrorReporter();
  const bus = createEventBus((name, error) => report({ phase: 'bus', message: `listener of ${name} threw: ${String(error)}` }));
  const stores = createShellStores();
  const { ui, session, globalSettings, playerSettings } = stores;
  const brand = resolveBrand(search, safeStorage());
  document.cookie = brandCookie(brand);
  const boot = readBootData(document, brand);
  const staticKind = staticPageOf(window.location.pathname);
  if (staticKind) return showStaticPage(staticKind, boot.translations);
  ui.getState().setMode({
    nativeApp: resolveNativeApp(search, safeStorage('session')),
    embedded: isEmbedded(search),
    betslipOrigin: resolveBetslipOrigin(search, safeStorage('session')),
  });
  ui.getState().setViewport(window.innerWidth);
  const queryTheme = themeFromQuery(search);
  if (queryTheme) playerSettings.getState().update({ theme: queryTheme });

  let languages: Language[] = [];
  const allowedLocales = () => globalSettings.getState().settings.locales;
  const route = createRouteState(allowedLocales);
  const locale = () =>
    resolveLocale({
      query: new URLSearchParams(window.location.search).get('locale'),
      pathname: window.location.pathname,
      allowed: allowedLocales(),
    });

  const api = createApiClient({
    channel: () => (ui.getState().isDesktop ? 'web' : 'mobile'),
    languageTag: () => languages.find((l) => l.locale === locale())?.external_locale ?? DEFAULT_LANGUAGE_TAG,
    locale,
    brand: () => brand,
    portalId: () => brand,
    publicationId: () => brand,
    oddsType: () => playerSettings.getState().oddsType,
    validToken: () => (isTokenValid(session.getState()) ? sessionToken(session.getState().session) : undefined),
    isLoggedIn: () => session.getState().status === 'logged-in',
    onUnauthorized: () => bus.emit('session/logout-requested', { reason: 'unauthorized' }),
    navigate: (path) => navigateToUrl(path),
    reload: () => window.location.reload(),
    chatTokenUrl: () => globalSettings.getState().settings.live_chat_token_url || undefined,
  });

  // Fetched beside the settings, not after them: one round trip less before the remotes start loading.
  const registryLoad = loadRemoteRegistry(search, (message) => report({ phase: 'shell', message }), boot.registry);
  const [{ byChannel, failed }, langs] = await Promise.all([
    loadSettings(api, (message) => report({ phase: 'shell', message }), boot.settings),
    loadLanguages(api, boot.languages),
  ]);
  languages = langs;
  globalSettings.getState().setLanguages(langs);
  globalSettings.getState().setAll(byChannel, ui.getState().isDesktop ? 'web' : 'mobile');

  const settings = globalSettings.getState().settings;
  const redirect = localeRedirect(
    window.location.pathname,
    window.location.search,
    settings.locales,
    preferredLocale(document.cookie, settings),
  );
  if (redirect) window.history.replaceState(null, '', redirect);
  route.sync();
  // The first view's data is asked for now, beside the remotes' code rather than after the events remote mounts.
  const prefetched = createPrefetchedAnswers();
  prefetchFirstView(api, prefetched, route.store.getState().path, settings, playerSettings.getState());

  // Spec 1 section 2: translationsId picks the brand's set of overrides; without it the brand's own.
  const translationsId = new URLSearchParams(search).get('translationsId') ?? undefined;
  const { i18n, loadTexts } = await createI18n(locale(), {
    shellTexts: textsAt(() => '/'),
    overrides: async (lng) =>
      (await api.get<FlatTexts>(`${platformPaths.translations}/${lng}`, { params: translationsId ? { translationsId } : {} }))
        .data,
    inline: boot.translations,
    inlineOverrides: boot.overrides,
    printMissingKeys: () => playerSettings.getState().printMissingTranslationKeys,
    reportMissing: (lng, key) => report({ phase: 'i18n', message: `missing translation (${lng}): ${key}` }),
  });
  const regions = createPageRegions(document.getElementById('sb-root')!);
  const chrome = createRoot(regions.chrome);
  // Rendered (and its effects run) before the first toast, or the toast listener would not be there yet.
  flushSync(() =>
    chrome.render(<ShellChrome regions={regions} stores={stores} route={route.store} bus={bus} i18n={i18n} api={api} />),
  );
  // Translations come from the platform too, so the spec's English text is the default (spec 1 section 8).
  if (failed)
    bus.emit('toast/show', { kind: 'error', messageKey: 'errors.error-500', values: { defaultValue: SETTINGS_FAILED_TEXT } });

  /** The page layout and every remote's area for a path below the locale. */
  const placementAt = (routeLocale: string, path: string) => {
    const { isDesktop, nativeApp } = ui.getState();
    const layout = matchPageLayout(`/${routeLocale}${path}`, globalSettings.getState().settings.page_layouts)!;
    return { layout, areas: placeRemotes({ path, layout, isDesktop, nativeApp }) };
  };
  const demand = createRemoteDemand(() => demandStateOf(stores));
  let remotesRegistered = false;
  // single-spa asks activeWhen again only on navigation: a change of viewport, layout, session or dialogs
  // that brings a remote on screen (or gives an out-of-sight one work) has to ask it explicitly.
  const recheckRemotes = () => {
    if (!remotesRegistered) return;
    const { locale: routeLocale, path } = route.store.getState();
    const { areas } = placementAt(routeLocale, path);
    const nativeApp = ui.getState().nativeApp;
    if (REMOTE_NAMES.some((remote) => demand.isNewlyNeeded(remote, areas[remote], isRemoteActive(remote, path, nativeApp))))
      void triggerAppChange();
  };

  const layoutPage = () => {
    const { path, locale: routeLocale } = route.store.getState();
    const { isDesktop, nativeApp, mobileMenuOpen, bottomNavShown } = ui.getState();
    const { layout, areas } = placementAt(routeLocale, path);
    const grid = gridAreas(layout.column_type, isDesktop, nativeApp);
    regions.body.style.gridTemplateAreas = grid.areas;
    regions.body.style.gridTemplateColumns = grid.columns;
    regions.root.dataset.nativeApp = String(nativeApp);
    regions.root.dataset.embedded = String(ui.getState().embedded);
    regions.root.dataset.betslipOpen = String(ui.getState().betslipOpen);
    regions.root.dataset.static = String(isStaticPage(path));
    regions.root.dataset.mobileMenuOpen = String(mobileMenuOpen);
    regions.root.dataset.bottomNav = String(bottomNavShown && !isDesktop);
    regions.place(areas);
    recheckRemotes();
  };
  layoutPage();
  ui.subscribe(layoutPage);
  globalSettings.subscribe(layoutPage);
  session.subscribe(recheckRemotes);
  window.addEventListener('resize', () => {
    ui.getState().setViewport(window.innerWidth);
    globalSettings.getState().setChannel(ui.getState().isDesktop ? 'web' : 'mobile');
  });

  window.addEventListener('single-spa:routing-event', () => {
    const before = route.store.getState().current;
    const again = localeRedirect(
      window.location.pathname,
      window.location.search,
      allowedLocales(),
      preferredLocale(document.cookie, settings),
    );
    if (again) {
      window.history.replaceState(null, '', again);
      return;
    }
    route.sync();
    if (route.store.getState().current !== before) window.scrollTo(0, 0);
    // The page's language, which ?locale= chooses over the path's (spec 1 section 2.2): the route's locale
    // alone would switch a /en/ page asked for in German back to English on the first routing event.
    if (i18n.language !== locale()) void i18n.changeLanguage(locale());
    layoutPage();
  });

  bus.on('navigation/go', ({ path, replace }) => (replace ? window.history.replaceState(null, '', path) : navigateToUrl(path)));
  bus.on('navigation/back', () => {
    const { current, previous, locale: routeLocale } = route.store.getState();
    navigateToUrl(backTarget(current, routeLocale, previous));
  });
  bus.on('menu/toggle', ({ open }) => {
    const state = ui.getState();
    if (state.isDesktop) state.setDesktopMenuOpen(open ?? !state.desktopMenuOpen);
    else state.setMobileMenuOpen(open ?? !state.mobileMenuOpen);
  });
  // A language the parent chose is not echoed back to it; one the player chose in the frame is told.
  let languageFromParent: string | null = null;
  bus.on('language/select', ({ locale: chosen }) => {
    if (!allowedLocales().includes(chosen)) return;
    if (ui.getState().embedded && chosen !== languageFromParent) bus.emit('parent/post', { type: 'language', locale: chosen });
    languageFromParent = null;
    document.cookie = languageCookie(chosen);
    navigateToUrl(`/${chosen}${route.store.getState().path}${window.location.search}`);
  });
  // The account remote may not be loaded yet: the shell opens the dialog, which loads it (see remoteDemand).
  bus.on('session/login-requested', () => ui.getState().setModal('isLoginOpen', true));
  // A command for my bets before it is loaded is carried out once it has mounted.
  let openMyBetsWhenMounted = false;
  bus.on('mybets/open', () => {
    if (getAppStatus('mybets') === MOUNTED) return;
    openMyBetsWhenMounted = true;
    demand.keep('mybets');
    void triggerAppChange();
  });
  bus.on('parent/message', (message) => {
    if (message.type === 'language') {
      languageFromParent = message.locale;
      bus.emit('language/select', { locale: message.locale });
    }
    if (message.type === 'logout') bus.emit('session/logout-requested', { reason: 'user' });
  });

  const lifecycle = startSessionLifecycle({ api, bus, stores, locale, reload: () => window.location.reload() });
  startWalletPolling(api, stores, bus);
  startIdleProbe(
    api,
    () => (ui.getState().isDesktop ? 'web' : 'mobile'),
    (message) => report({ phase: 'shell', message }),
  );
  loadPlayerPreferences(api, stores);
  if (ui.getState().embedded) {
    startParentBridge(bus, settings.embedded_parent_origins, (message) => report({ phase: 'shell', message }), regions.root);
  }

  const loader = createRemoteLoader(boot.manifests);
  const fallbacks = createFallbacks(regions.slot);
  loader.register(await registryLoad);
  warmOnIntent(document, (remote) => loader.warm(remote));

  const contextOf = (remote: RemoteName): ShellContext => ({
    contractVersion: CONTRACT_VERSION,
    remote,
    bus,
    stores,
    api,
    i18n,
    locale,
    domElementGetter: () => regions.slot(remote),
    reportError: report,
    loadTexts,
    prefetched,
  });
  provideRemoteParts(loader, contextOf);
  registerRemoteApps({
    loader,
    fallbacks,
    isActive: (remote, location) => {
      const path = pathWithoutLocale(location.pathname, allowedLocales());
      const area = placementAt(route.store.getState().locale, path).areas[remote];
      const active = demand.isActive(remote, area, isRemoteActive(remote, path, ui.getState().nativeApp));
      // Tests and the bundle report tell a remote not needed yet from one still loading.
      regions.slot(remote).dataset.active = String(active);
      return active;
    },
    contextOf,
    report,
    onMounted: (remote) => {
      if (remote !== 'mybets' || !openMyBetsWhenMounted) return;
      openMyBetsWhenMounted = false;
      bus.emit('mybets/open');
    },
  });
  remotesRegistered = true;
  setBootstrapMaxTime(LIFECYCLE_MAX_TIME_MS, true);
  setMountMaxTime(LIFECYCLE_MAX_TIME_MS, true);
  setUnmountMaxTime(LIFECYCLE_MAX_TIME_MS, true);
  await lifecycle.ready;
  start({ urlRerouteOnly: true });
  document.documentElement.dataset.shellReady = REMOTE_NAMES.length.toString();
}

bootstrap().catch((error: unknown) => {
  console.error('the shell failed to start', error);
  document.body.dataset.shellError = String(error);
});
