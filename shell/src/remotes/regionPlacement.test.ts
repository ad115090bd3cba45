import { centreRemote, type PageLayout } from '@sportsbook/contracts';
import { gridAreas, isRemoteActive, placeRemotes, staticPageOf } from './regionPlacement';

const triple: PageLayout = {
  url: '/*',
  column_type: 'triple',
  left_column: [{ name: 'navigation_menu', id: 1 }],
  right_column: [
    { name: 'betslip', id: 2 },
    { name: 'my_bets', id: 3 },
  ],
  centre_column_bottom: [],
};

describe('region placement', () => {
  it('puts each remote in its layout column on desktop', () => {
    expect(placeRemotes({ path: '/homepage', layout: triple, isDesktop: true, nativeApp: false })).toEqual({
      header: 'header',
      menu: 'left',
      events: 'centre',
      betslip: 'right',
      mybets: 'right',
      jackpot: 'hidden',
      account: 'overlay',
    });
  });

  it('moves side remotes off the columns on mobile', () => {
    const placement = placeRemotes({ path: '/homepage', layout: triple, isDesktop: false, nativeApp: false });
    expect(placement).toMatchObject({ menu: 'drawer', betslip: 'sheet', mybets: 'hidden', events: 'centre' });
  });

  it('ignores a column the column type does not have', () => {
    const placement = placeRemotes({
      path: '/homepage',
      layout: { ...triple, column_type: 'side_right' },
      isDesktop: true,
      nativeApp: false,
    });
    expect(placement.menu).toBe('drawer');
    expect(placement.betslip).toBe('right');
  });

  it.each([
    ['/jackpot', 'jackpot'],
    ['/jackpot/sport/7', 'jackpot'],
    ['/open_bets', 'mybets'],
    ['/account/bets', 'mybets'],
    ['/account/mybets/settled', 'mybets'],
    ['/account/balances', 'account'],
    ['/live/sport', 'events'],
    ['/sports/240-FOOT', 'events'],
  ])('%s gives the centre to %s', (path, remote) => {
    expect(centreRemote(path)).toBe(remote);
    expect(placeRemotes({ path, layout: triple, isDesktop: true, nativeApp: false })[remote as 'events']).toBe('centre');
  });

  it('hides header and side columns in native-app mode, keeping the centre and the betslip as a sheet', () => {
    const placement = placeRemotes({ path: '/homepage', layout: triple, isDesktop: true, nativeApp: true });
    expect(placement).toMatchObject({ header: 'hidden', menu: 'hidden', betslip: 'sheet', events: 'centre' });
    expect(isRemoteActive('header', '/homepage', true)).toBe(false);
    expect(isRemoteActive('events', '/homepage', true)).toBe(true);
  });

  it('runs no remote on the maintenance and blocked pages, and events only where it owns the centre', () => {
    expect(isRemoteActive('header', '/maintenance', false)).toBe(false);
    expect(isRemoteActive('betslip', '/blocked', false)).toBe(false);
    expect(isRemoteActive('events', '/jackpot', false)).toBe(false);
    expect(isRemoteActive('jackpot', '/homepage', false)).toBe(true);
  });

  // The left column (the sidebar, 46-280 px) takes its own width wherever it stands; the right one the side width.
  it.each([
    ['single', '"centre"', 'minmax(0, 1fr)'],
    ['side_left', '"left centre"', 'auto minmax(0, 1fr)'],
    ['side_right', '"centre right"', 'minmax(0, 1fr) var(--sb-side-width)'],
    ['triple', '"left centre right"', 'auto minmax(0, 1fr) var(--sb-side-width)'],
    ['triple_side_right', '"centre left right"', 'minmax(0, 1fr) auto var(--sb-side-width)'],
  ] as const)('%s lays out as %s on desktop', (columnType, areas, columns) => {
    expect(gridAreas(columnType, true)).toEqual({ areas, columns });
    expect(gridAreas(columnType, false).areas).toBe('"centre"');
    // Native-app mode is content only: the centre takes the whole width, on a desktop too.
    expect(gridAreas(columnType, true, true)).toEqual({ areas: '"centre"', columns: 'minmax(0, 1fr)' });
  });
});

describe('staticPageOf', () => {
  it.each([
    ['/en/maintenance', 'maintenance'],
    ['/de/maintenance/', 'maintenance'],
    ['/maintenance', 'maintenance'],
    ['/pt/blocked', 'blocked'],
    ['/en/maintenance-news', null],
    ['/en/sports/maintenance', null],
    ['/en/homepage', null],
  ])('%s is %s', (pathname, kind) => {
    expect(staticPageOf(pathname)).toBe(kind);
  });
});
