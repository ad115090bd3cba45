import { createShellStores, REMOTE_NAMES, type PageLayout, type RemoteName, DEFAULT_SETTINGS } from '@sportsbook/contracts';
import { createPageRegions } from '../layout/regions';
import { isRemoteActive } from '../remotes/regionPlacement';
import { createRemoteDemand, demandStateOf } from '../remotes/remoteDemand';
import { createRouteState } from '../routing/routeState';
import { createPageLayout } from './pageLayout';
import { htmlPage } from '../testing/htmlPage';

/** The live pages of a brand that shows the slip in a right column only. */
const LIVE_SIDE_RIGHT: PageLayout = {
  url: '/*/live/*',
  column_type: 'side_right',
  left_column: [],
  right_column: [{ name: 'betslip', id: 2 }],
  centre_column_bottom: [],
};

function pageAt(address: string, width: number) {
  window.history.replaceState(null, '', address);
  const stores = createShellStores();
  const settings = {
    ...DEFAULT_SETTINGS,
    locales: ['en', 'de'],
    page_layouts: [LIVE_SIDE_RIGHT, ...DEFAULT_SETTINGS.page_layouts],
  };
  stores.globalSettings.getState().setAll({ web: settings, mobile: { ...settings, channel: 'mobile' } }, 'web');
  stores.ui.getState().setViewport(width);
  const route = createRouteState(() => ['en', 'de']);
  const regions = createPageRegions(htmlPage());
  const demand = createRemoteDemand(() => demandStateOf(stores));
  let rechecks = 0;
  const layout = createPageLayout({
    regions,
    stores,
    route,
    demand,
    // As single-spa does when asked again: every remote's activity function runs.
    recheck: () => {
      rechecks++;
      const { locale, path: below } = route.store.getState();
      const { areas } = layout.placementAt(locale, below);
      for (const remote of REMOTE_NAMES) demand.isActive(remote, areas[remote], isRemoteActive(remote, below, false));
    },
  });
  const areaOf = (remote: RemoteName) => regions.slot(remote).parentElement!.dataset.area;
  return { stores, route, regions, layout, areaOf, rechecks: () => rechecks };
}

describe('the page layout phase', () => {
  it("lays a desktop's home out in three columns from the brand's layout", () => {
    const { layout, regions, areaOf } = pageAt('/en/homepage', 1280);
    layout.layoutPage();
    expect(regions.body.style.gridTemplateAreas).toBe('"left centre right"');
    expect([areaOf('header'), areaOf('menu'), areaOf('events'), areaOf('betslip'), areaOf('jackpot')]).toEqual([
      'header',
      'left',
      'centre',
      'right',
      'right',
    ]);
    expect(regions.root.dataset).toMatchObject({ leftFilled: 'true', rightFilled: 'true', bottomNav: 'false', static: 'false' });
  });

  it("lays a phone's page out in one column, with the bottom navigation once the chrome shows it", () => {
    const { layout, regions, areaOf, stores } = pageAt('/en/homepage', 390);
    layout.layoutPage();
    expect(regions.body.style.gridTemplateAreas).toBe('"centre"');
    expect(areaOf('events')).toBe('centre');
    expect(areaOf('menu')).not.toBe('left');
    expect(regions.root.dataset).toMatchObject({ leftFilled: 'false', bottomNav: 'false' });
    stores.ui.getState().setBottomNavShown(true);
    layout.layoutPage();
    expect(regions.root.dataset.bottomNav).toBe('true');
    // A desktop never shows it.
    stores.ui.getState().setViewport(1280);
    layout.layoutPage();
    expect(regions.root.dataset.bottomNav).toBe('false');
  });

  it("follows the route to a page with the brand's other layout", () => {
    const { layout, regions, route, areaOf } = pageAt('/en/homepage', 1280);
    layout.layoutPage();
    window.history.pushState(null, '', '/en/live/sport');
    route.sync();
    layout.layoutPage();
    expect(regions.body.style.gridTemplateAreas).toBe('"centre right"');
    expect(areaOf('betslip')).toBe('right');
    expect(areaOf('menu')).not.toBe('left');
    expect(regions.root.dataset.leftFilled).toBe('false');
  });

  it('asks single-spa again only once remotes are registered, and only for a remote newly needed', () => {
    const { layout, stores, rechecks } = pageAt('/en/homepage', 390);
    layout.layoutPage();
    expect(rechecks()).toBe(0);
    layout.remotesRegistered();
    layout.layoutPage();
    expect(rechecks()).toBe(1);
    // Nothing new on screen: no need to ask.
    layout.layoutPage();
    expect(rechecks()).toBe(1);
    // The login dialog gives the account remote, out of sight, work to do.
    stores.ui.getState().setModal('isLoginOpen', true);
    layout.recheckRemotes();
    expect(rechecks()).toBe(2);
  });
});
