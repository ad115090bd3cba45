import { audiencesOf } from '@sportsbook/domain';
import { DEFAULT_SETTINGS } from '@sportsbook/contracts';
import type { MenuConfigEntry, TabMenuSection } from '@sportsbook/contracts';
import {
  bottomItemAction,
  bottomItemSelected,
  bottomNavItems,
  DEFAULT_BOTTOM_MENU,
  menuPlacementOf,
  type BottomItem,
} from './bottomNavModel';

const entry = (id: number, link: string, extra: Partial<MenuConfigEntry> = {}): MenuConfigEntry => ({
  id,
  active: true,
  label: `item-${id}`,
  logged_in_link: link,
  logged_out_link: link,
  ...extra,
});
const tabs = (...items: MenuConfigEntry[]): TabMenuSection[] => [{ section_name: 'bottom_menu', submenu_items: items }];
const visitor = audiencesOf({ loggedIn: false });
const player = audiencesOf({ loggedIn: true });
const ids = (items: BottomItem[]) => items.map((item) => (item.kind === 'menu' ? 'menu' : item.entry.id));

const six = tabs(
  entry(1, '/homepage'),
  entry(2, '/live/sport'),
  entry(3, '/sports'),
  entry(4, '/open_bets', { function: 'open_my_bets' }),
  entry(5, '/promotions'),
  entry(6, '/account'),
);

describe('bottom navigation (spec 1 section 2.7)', () => {
  it.each<[string, ReturnType<typeof menuPlacementOf>, (string | number)[]]>([
    ['with the menu on the left: Menu first and four items', 'left', ['menu', 1, 2, 3, 4]],
    ['with the menu on the right: four items and Menu last', 'right', [1, 2, 3, 4, 'menu']],
    ['without a navigation menu: five items', 'none', [1, 2, 3, 4, 5]],
  ])('%s', (_case, placement, expected) => {
    expect(ids(bottomNavItems(six, player, placement))).toEqual(expected);
  });

  it('takes the placement from the layout', () => {
    expect(menuPlacementOf(undefined)).toBe('none');
  });

  it.each<[string, Parameters<typeof menuPlacementOf>[0], ReturnType<typeof menuPlacementOf>]>([
    ['the navigation menu in the left column', { left_column: [{ name: 'navigation_menu' }], right_column: [] }, 'left'],
    [
      'the navigation menu in the right column',
      { left_column: [], right_column: [{ name: 'betslip' }, { name: 'navigation_menu' }] },
      'right',
    ],
    ['the default layout of the settings', DEFAULT_SETTINGS.page_layouts[0], 'left'],
    [
      'side columns without the navigation menu',
      { left_column: [{ name: 'betslip' }], right_column: [{ name: 'my_bets' }] },
      'none',
    ],
    ['a single-column layout', { left_column: [], right_column: [] }, 'none'],
  ])('places the Menu item by the layout: %s', (_case, layout, placement) => {
    expect(menuPlacementOf(layout)).toBe(placement);
  });

  it('uses only active items, logged-in-only ones for players, each by its audience', () => {
    const menu = tabs(
      entry(1, '/a'),
      entry(2, '/b', { active: false }),
      entry(3, '/c', { logged_in_only: true }),
      entry(4, '/d', { audience: 'logged_out' }),
      entry(5, '/e', { function: 'open_menu' }),
    );
    expect(ids(bottomNavItems(menu, visitor, 'none'))).toEqual([1, 4]);
    expect(ids(bottomNavItems(menu, player, 'none'))).toEqual([1, 3]);
  });

  it.each<[string, MenuConfigEntry, string, boolean]>([
    ['home on /homepage', entry(1, '/homepage'), '/homepage', true],
    ['home on /', entry(1, '/homepage'), '/', true],
    ['live below /live/sport', entry(2, '/live/sport/'), '/live/sport/240-FOOT', true],
    ['pre-events on /sports/240-FOOT', entry(3, '/sports'), '/sports/240-FOOT', true],
    ['pre-events not on /sportsbook', entry(3, '/sports'), '/sportsbook', false],
    ['pre-events not on a game section (/sports/kiron)', entry(3, '/sports'), '/sports/kiron', false],
    ['my bets by a path containing mybets', entry(4, '/open_bets', { function: 'open_my_bets' }), '/account/mybets', true],
    ['my bets on its own page', entry(4, '', { function: 'open_my_bets' }), '/open_bets', true],
    ['my bets not elsewhere', entry(4, '', { function: 'open_my_bets' }), '/sports', false],
    ['promotions never', entry(5, '/promotions'), '/promotions', false],
  ])('selects %s: %s', (_case, item, path, selected) => {
    expect(bottomItemSelected(item, true, path)).toBe(selected);
  });

  it.each<[string, BottomItem, boolean, ReturnType<typeof bottomItemAction>]>([
    ['Menu toggles the menu', { kind: 'menu' }, true, { kind: 'toggle-menu' }],
    [
      'my bets opens the open-bets page, not a panel',
      { kind: 'entry', entry: entry(4, '', { function: 'open_my_bets' }) },
      true,
      { kind: 'navigate', path: '/open_bets', target: 'app' },
    ],
    ['my account asks a visitor to log in', { kind: 'entry', entry: entry(6, '/account') }, false, { kind: 'login' }],
    [
      'my account takes a player there',
      { kind: 'entry', entry: entry(6, '/account') },
      true,
      { kind: 'navigate', path: '/account', target: 'app' },
    ],
    [
      'a parent-frame link',
      { kind: 'entry', entry: entry(5, '/promotions', { open_in_parent_frame: true }) },
      false,
      { kind: 'navigate', path: '/promotions', target: 'parent' },
    ],
    [
      'a new-window link',
      { kind: 'entry', entry: entry(7, 'https://help.example', { open_in_new_window: true }) },
      false,
      { kind: 'navigate', path: 'https://help.example', target: 'new-window' },
    ],
  ])('%s', (_case, item, loggedIn, action) => {
    expect(bottomItemAction(item, loggedIn)).toEqual(action);
  });
});

describe('default bottom navigation (spec 1 section 2.7)', () => {
  const visitor = audiencesOf({ loggedIn: false });
  it('uses the default entries where the brand has no bottom_menu: four and Menu', () => {
    const items = bottomNavItems([], visitor, 'left');
    expect(items.map((item) => (item.kind === 'menu' ? 'menu' : item.entry.icon_name))).toEqual([
      'menu',
      'live',
      'sports',
      'betslip',
      'mybets',
    ]);
  });

  it('lets the default betslip entry toggle the betslip, and keeps virtual sports and my account among the defaults', () => {
    const items = bottomNavItems([], visitor, 'none');
    expect(bottomItemAction(items[2], false)).toEqual({ kind: 'toggle-betslip' });
    expect(DEFAULT_BOTTOM_MENU.submenu_items.map((entry) => entry.logged_out_link)).toEqual([
      '/live/sport/',
      '/sports',
      '',
      '/open_bets',
      '/promotions',
      '/sports/kiron',
      '/account',
    ]);
  });
});
