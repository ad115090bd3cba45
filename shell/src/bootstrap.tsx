import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { createPrefetchedAnswers, REMOTE_NAMES, safeStorage } from '@sportsbook/contracts';
import { BOOKING_CODE_PARAM } from '@sportsbook/domain';
import { ShellChrome } from './chrome/ShellChrome';
import { createToastInbox } from './chrome/toastInbox';
import { startEmbedding } from './embedding/startEmbedding';
import { createPageRegions } from './layout/regions';
import { createRemoteLoader } from './remotes/federation';
import { loadRemoteRegistry } from './remotes/loadRemoteRegistry';
import { parseRemoteRegistry } from './remotes/remoteRegistry';
import { serverRenderingHandover } from './remotes/serverRenderingHandover';
import { staticPageOf } from './remotes/regionPlacement';
import { createRemoteDemand, demandStateOf } from './remotes/remoteDemand';
import { startRemotes } from './startup/startRemotes';
import { createRouteState } from './routing/routeState';
import { redirectToLocale, startRouting } from './routing/startRouting';
import { startSession, warmPlayerSession } from './session/startSession';
import { createPageLayout } from './startup/pageLayout';
import { applyPageMode } from './startup/pageMode';
import { prefetchFirstView } from './startup/prefetchFirstView';
import { channelCookie } from './startup/serverCookies';
import { loadShellSettings } from './startup/settingsPhase';
import { startShellCommands } from './startup/shellCommands';
import { createShellI18n } from './startup/shellI18n';
import { createShellServices } from './startup/shellServices';
import { deletePersistedBetslipAtStart } from './startup/persistedBetslip';
import { yieldToBrowser } from './startup/yieldToBrowser';

/** error-500 of spec 1 section 8, shown when the platform (settings and translations) does not answer. */
const SETTINGS_FAILED_TEXT = 'We are experiencing difficulties. Please try again later.';

/** The page's address as the server saw it: path and query. */
const here = () => window.location.pathname + window.location.search;

/**
 * The shell's start, phase by phase; each phase is a file of its own, with its tests. Between phases the
 * browser gets a turn (the page the HTML brought is on screen and a tap on it must not wait).
 */
async function bootstrap() {
  const { search } = window.location;
  // Spec 2 section 4: the persisted betslip is deleted at start; the reload of a logout alone reads the
  // tab's one-shot mark the logout left and keeps the slip, so logging out does not empty it.
  const keptBetslipSelections = deletePersistedBetslipAtStart(safeStorage(), safeStorage('session'));

  // Services: the brand, the boot data the page carried, the bus, the stores, the API client.
  const services = createShellServices();
  const { boot, bus, stores, api, report, locale, allowedLocales } = services;
  const staticKind = staticPageOf(window.location.pathname);
  if (staticKind)
    return import('./startup/staticBoot').then(({ showStaticPage }) => showStaticPage(staticKind, boot.translations));
  warmPlayerSession(stores);
  applyPageMode(stores, search);
  const route = createRouteState(allowedLocales);

  // Registry and settings: remotes.json is fetched beside the settings, not after them (one round trip less).
  const registry = loadRemoteRegistry(search, (message) => report({ phase: 'shell', message }), boot.registry);
  const { failed } = await loadShellSettings(api, stores, boot, report);
  await yieldToBrowser();

  // Routing: the first address gets its locale; the first view's data is asked for now, beside the remotes' code.
  redirectToLocale(stores.globalSettings);
  route.sync();
  const prefetched = createPrefetchedAnswers();
  const settings = stores.globalSettings.getState().settings;
  // A first view the server rendered came with its data.
  if (boot.serverRendering?.location !== here())
    prefetchFirstView(api, prefetched, boot.firstViewPlan, settings, stores.playerSettings.getState());

  const { i18n, loadTexts } = await createShellI18n(services, search);
  await yieldToBrowser();
  const regions = createPageRegions(document.getElementById('sb-root')!);
  // The chrome (toasts, footer, notices) renders as a transition, in short slices; toasts asked for before it
  // is there wait in the inbox.
  const toasts = createToastInbox(bus);
  const chrome = createRoot(regions.chrome);
  startTransition(() =>
    chrome.render(<ShellChrome regions={regions} stores={stores} route={route.store} toasts={toasts} i18n={i18n} api={api} />),
  );
  // Translations come from the platform too, so the spec's English text is the default (spec 1 section 8).
  if (failed)
    bus.emit('toast/show', { kind: 'error', messageKey: 'errors.error-500', values: { defaultValue: SETTINGS_FAILED_TEXT } });
  await yieldToBrowser();

  // The page's layout follows the route, the viewport, the settings, and the session (remotes it brings).
  // A shared booking code's link brings the betslip (on a phone too, where an empty slip is not loaded): it loads the code.
  const betslipHasWork =
    keptBetslipSelections || (settings.enable_booking_codes && new URLSearchParams(search).has(BOOKING_CODE_PARAM));
  const demand = createRemoteDemand(() => demandStateOf(stores, betslipHasWork));
  const layout = createPageLayout({ regions, stores, route, demand });
  layout.layoutPage();
  stores.ui.subscribe(layout.layoutPage);
  stores.globalSettings.subscribe(layout.layoutPage);
  stores.session.subscribe(layout.recheckRemotes);
  window.addEventListener('resize', () => {
    stores.ui.getState().setViewport(window.innerWidth);
    const channel = stores.ui.getState().isDesktop ? 'web' : 'mobile';
    if (channel === stores.globalSettings.getState().channel) return;
    stores.globalSettings.getState().setChannel(channel);
    document.cookie = channelCookie(channel);
  });
  startRouting({ route, globalSettings: stores.globalSettings, locale, i18n, onRoute: layout.layoutPage });
  startShellCommands({ bus, ui: stores.ui, route, allowedLocales });

  // Session: the stored token checked before any remote mounts; the idle probe; the player's machinery once a
  // session exists.
  const session = startSession({ api, bus, stores, locale, report });
  if (stores.ui.getState().embedded)
    startEmbedding(bus, settings.embedded_parent_origins, (message) => report({ phase: 'shell', message }), regions.root);

  // Remotes: loaded through Module Federation, each a single-spa application in its own region.
  await yieldToBrowser();
  const loader = createRemoteLoader(boot.manifests);
  const entries = await registry;
  const rendered = boot.serverRendering;
  const serverRendering = serverRenderingHandover(rendered, () => ({
    location: here(),
    entry: rendered && entries[rendered.remote],
    renderedEntry: rendered && parseRemoteRegistry(boot.registry).registry.remotes[rendered.remote],
  }));
  startRemotes({
    services,
    loader,
    registry: entries,
    regions,
    layout,
    route,
    demand,
    context: { i18n, loadTexts, prefetched },
    serverRendering,
  });
  await session.ready;
  start({ urlRerouteOnly: true });
  document.documentElement.dataset.shellReady = REMOTE_NAMES.length.toString();
}

bootstrap().catch((error: unknown) => {
  console.error('the shell failed to start', error);
  document.body.dataset.shellError = String(error);
});
