import { setBootstrapMaxTime, setMountMaxTime, setUnmountMaxTime, triggerAppChange } from 'single-spa';
import { CONTRACT_VERSION, pathWithoutLocale, type RemoteName, type ShellContext } from '@sportsbook/contracts';
import type { PageRegions } from '../layout';
import type { ShellServices } from './shellServices';
import type { PageLayout } from './pageLayout';
import type { createRouteState } from '../routing';
import { createFallbacks, holdCommands, isRemoteActive, registerRemoteApps, provideRemoteParts, warmOnIntent } from '../remotes';
import type { RemoteLoader, createRemoteDemand } from '../remotes';

/** A hung mount or unmount moves the app to SKIP_BECAUSE_BROKEN, where its fallback offers a retry. */
const LIFECYCLE_MAX_TIME_MS = 10_000;

interface RemotesDeps {
  services: Pick<ShellServices, 'bus' | 'stores' | 'api' | 'locale' | 'report' | 'allowedLocales'>;
  loader: RemoteLoader;
  /** remotes.json: each remote's entry. */
  registry: Partial<Record<RemoteName, string>>;
  regions: PageRegions;
  layout: Pick<PageLayout, 'placementAt' | 'remotesRegistered'>;
  route: ReturnType<typeof createRouteState>;
  demand: ReturnType<typeof createRemoteDemand>;
  /** The rest of what each remote is handed: its texts, the first view's answers. */
  context: Pick<ShellContext, 'i18n' | 'loadTexts' | 'prefetched'>;
  /** Each remote's share of the server's render of the page (see serverRenderingHandover). */
  serverRendering?: (remote: RemoteName) => ShellContext['serverRendering'];
}

/**
 * Every remote as a single-spa application: active when its rule and the page's placement want it (or it
 * has work out of sight), mounted into its own slot, and falling back inside that slot when it fails.
 */
export function startRemotes({
  services,
  loader,
  registry,
  regions,
  layout,
  route,
  demand,
  context,
  serverRendering,
}: RemotesDeps): void {
  const { bus, stores, api, locale, report, allowedLocales } = services;
  loader.register(registry);
  warmOnIntent(document, (remote) => loader.warm(remote));

  // A command for a remote not mounted yet (my bets' modal, a price tapped before the betslip loaded) loads
  // it and is carried out once it has mounted.
  const held = holdCommands({
    bus,
    load: (remote) => {
      demand.keep(remote);
      void triggerAppChange();
    },
  });

  const contextOf = (remote: RemoteName): ShellContext => ({
    contractVersion: CONTRACT_VERSION,
    remote,
    bus,
    stores,
    api,
    locale,
    domElementGetter: () => regions.slot(remote),
    reportError: report,
    serverRendering: serverRendering?.(remote),
    ...context,
  });
  // Parts a remote exposes beside its lifecycles (a column's live-stream player) get the same context.
  provideRemoteParts(loader, contextOf);
  registerRemoteApps({
    loader,
    fallbacks: createFallbacks(regions.slot),
    isActive: (remote, location) => {
      const path = pathWithoutLocale(location.pathname, allowedLocales());
      const area = layout.placementAt(route.store.getState().locale, path).areas[remote];
      const active = demand.isActive(remote, area, isRemoteActive(remote, path, stores.ui.getState().nativeApp));
      // Tests and the bundle report tell a remote not needed yet from one still loading.
      regions.slot(remote).dataset.active = String(active);
      return active;
    },
    contextOf,
    report,
    onMounted: held.mounted,
    onUnmounting: held.unmounting,
    onLoading: (remote, loading) => regions.slot(remote).setAttribute('aria-busy', String(loading)),
  });
  layout.remotesRegistered();
  setBootstrapMaxTime(LIFECYCLE_MAX_TIME_MS, true);
  setMountMaxTime(LIFECYCLE_MAX_TIME_MS, true);
  setUnmountMaxTime(LIFECYCLE_MAX_TIME_MS, true);
}
