import { triggerAppChange } from 'single-spa';
import { matchPageLayout, REMOTE_NAMES, type ShellStores } from '@sportsbook/contracts';
import type { PageRegions } from '../layout';
import { gridAreas, isRemoteActive, isStaticPage, placeRemotes } from '../remotes';
import type { createRemoteDemand } from '../remotes';
import type { createRouteState } from '../routing';

interface LayoutDeps {
  regions: PageRegions;
  stores: Pick<ShellStores, 'ui' | 'globalSettings'>;
  route: ReturnType<typeof createRouteState>;
  demand: ReturnType<typeof createRemoteDemand>;
  /** Asks single-spa to check its activity functions again. */
  recheck?: () => unknown;
}

/**
 * The page's grid and every remote's area for the route, the viewport and the brand's page layouts, laid out
 * again whenever one of them changes.
 */
export function createPageLayout({ regions, stores, route, demand, recheck = triggerAppChange }: LayoutDeps) {
  const { ui, globalSettings } = stores;
  let remotesRegistered = false;

  /** The page layout and every remote's area for a path below the locale. */
  const placementAt = (routeLocale: string, path: string) => {
    const { isDesktop, nativeApp } = ui.getState();
    const layout = matchPageLayout(`/${routeLocale}${path}`, globalSettings.getState().settings.page_layouts)!;
    return { layout, areas: placeRemotes({ path, layout, isDesktop, nativeApp }) };
  };

  // single-spa asks activeWhen again only on navigation: a change of viewport, layout, session or dialogs
  // that brings a remote on screen (or gives an out-of-sight one work) has to ask it explicitly.
  const recheckRemotes = () => {
    if (!remotesRegistered) return;
    const { locale: routeLocale, path } = route.store.getState();
    const { areas } = placementAt(routeLocale, path);
    const nativeApp = ui.getState().nativeApp;
    if (REMOTE_NAMES.some((remote) => demand.isNewlyNeeded(remote, areas[remote], isRemoteActive(remote, path, nativeApp))))
      void recheck();
  };

  const layoutPage = () => {
    const { path, locale: routeLocale } = route.store.getState();
    const { isDesktop, nativeApp, mobileMenuOpen, bottomNavShown, embedded, betslipOpen } = ui.getState();
    const { layout, areas } = placementAt(routeLocale, path);
    const grid = gridAreas(layout.column_type, isDesktop, nativeApp);
    regions.body.style.gridTemplateAreas = grid.areas;
    regions.body.style.gridTemplateColumns = grid.columns;
    regions.root.dataset.nativeApp = String(nativeApp);
    regions.root.dataset.embedded = String(embedded);
    regions.root.dataset.betslipOpen = String(betslipOpen);
    regions.root.dataset.static = String(isStaticPage(path));
    regions.root.dataset.mobileMenuOpen = String(mobileMenuOpen);
    regions.root.dataset.bottomNav = String(bottomNavShown && !isDesktop);
    regions.place(areas);
    recheckRemotes();
  };

  return {
    placementAt,
    layoutPage,
    recheckRemotes,
    /** From now on a change that brings a remote on screen asks single-spa again. */
    remotesRegistered() {
      remotesRegistered = true;
    },
  };
}

export type PageLayout = ReturnType<typeof createPageLayout>;
