import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { createPrefetchedAnswers, REMOTE_NAMES, safeStorage } from '@sportsbook/contracts';
import { ShellChrome } from './chrome/ShellChrome';
import { startParentBridge } from './embedding/parentBridge';
import { createPageRegions } from './layout/regions';
import { createRemoteLoader } from './remotes/federation';
import { loadRemoteRegistry } from './remotes/loadRemoteRegistry';
import { staticPageOf } from './remotes/regionPlacement';
import { createRemoteDemand, demandStateOf } from './remotes/remoteDemand';
import { startRemotes } from './remotes/startRemotes';
import { createRouteState } from './routing/routeState';
import { redirectToLocale, startRouting } from './routing/startRouting';
import { startSession } from './session/startSession';
import { createPageLayout } from './startup/pageLayout';
import { applyPageMode } from './startup/pageMode';
import { prefetchFirstView } from './startup/prefetchFirstView';
import { loadShellSettings } from './startup/settingsPhase';
import { startShellCommands } from './startup/shellCommands';
import { createShellI18n } from './startup/shellI18n';
import { createShellServices } from './startup/shellServices';
import { deletePersistedBetslipAtStart } from './startup/persistedBetslip';
import { showStaticPage } from './startup/staticBoot';

/** error-500 of spec 1 section 8, shown when the platform (settings and translations) does not answer. */
const SETTINGS_FAILED_TEXT = 'We are experiencing difficulties. Please try again later.';

/** The shell's start, phase by phase; each phase is a file of its own, with its tests. */
async function bootstrap() {
  const { search } = window.location;
  // Spec 2 section 4: the persisted betslip is deleted at start; the reload of a logout alone reads the
  // tab's one-shot mark the logout left and keeps the slip, so logging out does not empty it.
  const keptBetslipSelections = deletePersistedBetslipAtStart(safeStorage(), safeStorage('session'));

  // Services: the brand, the boot data the page carried, the bus, the stores, the API client.
  const services = createShellServices();
  const { boot, bus, stores, api, report, locale, allowedLocales } = services;
  const staticKind = staticPageOf(window.location.pathname);
  if (staticKind) return showStaticPage(staticKind, boot.translations);
  applyPageMode(stores, search);
  const route = createRouteState(allowedLocales);

  // Registry and settings: remotes.json is fetched beside the settings, not after them (one round trip less).
  const registry = loadRemoteRegistry(search, (message) => report({ phase: 'shell', message }), boot.registry);
  const { failed } = await loadShellSettings(api, stores, boot, report);

  // Routing: the first address gets its locale; the first view's data is asked for now, beside the remotes' code.
  redirectToLocale(stores.globalSettings);
  route.sync();
  const prefetched = createPrefetchedAnswers();
  const settings = stores.globalSettings.getState().settings;
  prefetchFirstView(api, prefetched, route.store.getState().path, settings, stores.playerSettings.getState());

  const { i18n, loadTexts } = await createShellI18n(services, search);
  const regions = createPageRegions(document.getElementById('sb-root')!);
  const chrome = createRoot(regions.chrome);
  // Rendered (and its effects run) before the first toast, or the toast listener would not be there yet.
  flushSync(() =>
    chrome.render(<ShellChrome regions={regions} stores={stores} route={route.store} bus={bus} i18n={i18n} api={api} />),
  );
  // Translations come from the platform too, so the spec's English text is the default (spec 1 section 8).
  if (failed)
    bus.emit('toast/show', { kind: 'error', messageKey: 'errors.error-500', values: { defaultValue: SETTINGS_FAILED_TEXT } });

  // The page's layout follows the route, the viewport, the settings, and the session (remotes it brings).
  const demand = createRemoteDemand(() => demandStateOf(stores, keptBetslipSelections));
  const layout = createPageLayout({ regions, stores, route, demand });
  layout.layoutPage();
  stores.ui.subscribe(layout.layoutPage);
  stores.globalSettings.subscribe(layout.layoutPage);
  stores.session.subscribe(layout.recheckRemotes);
  window.addEventListener('resize', () => {
    stores.ui.getState().setViewport(window.innerWidth);
    stores.globalSettings.getState().setChannel(stores.ui.getState().isDesktop ? 'web' : 'mobile');
  });
  startRouting({ route, globalSettings: stores.globalSettings, locale, i18n, onRoute: layout.layoutPage });
  startShellCommands({ bus, ui: stores.ui, route, allowedLocales });

  // Session: the stored token checked before any remote mounts; the wallet, the idle probe, the preferences.
  const session = startSession({ api, bus, stores, locale, report });
  if (stores.ui.getState().embedded)
    startParentBridge(bus, settings.embedded_parent_origins, (message) => report({ phase: 'shell', message }), regions.root);

  // Remotes: loaded through Module Federation, each a single-spa application in its own region.
  const loader = createRemoteLoader(boot.manifests);
  startRemotes({
    services,
    loader,
    registry: await registry,
    regions,
    layout,
    route,
    demand,
    context: { i18n, loadTexts, prefetched },
  });
  await session.ready;
  start({ urlRerouteOnly: true });
  document.documentElement.dataset.shellReady = REMOTE_NAMES.length.toString();
}

bootstrap().catch((error: unknown) => {
  console.error('the shell failed to start', error);
  document.body.dataset.shellError = String(error);
});
