import { audienceMatches } from '@sportsbook/domain';
import { linkCurrent, type Audience, type MenuConfigEntry, type TabMenuSection, type WidgetName } from '@sportsbook/contracts';
import { entryLink } from '../menuTier';
import { entryTarget, type LinkTarget } from '../links';

/** At most five items: four and the Menu item where the layout has the navigation menu (spec 1 section 9). */
export const BOTTOM_NAV_MAX = 5;

export type MenuPlacement = 'left' | 'right' | 'none';

/** The Menu item goes on the side of the layout's navigation menu, or nowhere without one. */
export function menuPlacementOf(
  layout: { left_column?: { name: WidgetName }[]; right_column?: { name: WidgetName }[] } | undefined,
): MenuPlacement {
  const hasMenu = (column?: { name: WidgetName }[]) => (column ?? []).some((widget) => widget.name === 'navigation_menu');
  if (hasMenu(layout?.left_column)) return 'left';
  if (hasMenu(layout?.right_column)) return 'right';
  return 'none';
}

export type BottomItem = { kind: 'menu' } | { kind: 'entry'; entry: MenuConfigEntry };

/** My bets' own page (spec 1 section 2.1, /open_bets): where the bottom navigation's My bets goes. */
export const OPEN_BETS_PATH = '/open_bets';

const defaultEntry = (
  id: number,
  title: string,
  link: string,
  icon: string,
  extra: Partial<MenuConfigEntry> = {},
): MenuConfigEntry => ({
  id,
  active: true,
  label: title,
  logged_in_title: title,
  logged_out_title: title,
  logged_in_link: link,
  logged_out_link: link,
  icon_name: icon,
  function: 'regular_url',
  ...extra,
});

/**
 * Spec 1 section 2.7's default entries, for a brand whose tabs have no bottom_menu: live, the pre-events
 * calendar, the betslip (icon 'betslip' toggles it), my bets, promotions, virtual sports and my account.
 * The titles are translation tokens.
 */
export const DEFAULT_BOTTOM_MENU: TabMenuSection = {
  section_name: 'bottom_menu',
  submenu_items: [
    defaultEntry(-1, 'T_[menu.live]_T', '/live/sport/', 'live'),
    defaultEntry(-2, 'T_[menu.sports]_T', '/sports', 'sports'),
    defaultEntry(-3, 'T_[menu.betslip]_T', '', 'betslip'),
    defaultEntry(-4, 'T_[menu.myBets]_T', OPEN_BETS_PATH, 'mybets', { function: 'open_my_bets' }),
    defaultEntry(-5, 'T_[menu.promotions]_T', '/promotions', 'promotions'),
    defaultEntry(-6, 'T_[menu.virtuals]_T', '/sports/kiron', 'virtual'),
    defaultEntry(-7, 'T_[menu.myAccount]_T', '/account', 'account'),
  ],
};

/**
 * The bottom navigation (spec 1 section 2.7): the active bottom_menu items the player's audiences allow
 * (their own open_menu items give way to the placed Menu item), cut to five with the Menu item in place.
 */
export function bottomNavItems(
  tabs: TabMenuSection[],
  audiences: ReadonlySet<Audience>,
  placement: MenuPlacement,
  username?: string,
): BottomItem[] {
  const loggedIn = !audiences.has('logged_out');
  const section = tabs.find((tab) => tab.section_name === 'bottom_menu') ?? DEFAULT_BOTTOM_MENU;
  const entries = section.submenu_items.filter(
    (item) =>
      item.active &&
      item.function !== 'open_menu' &&
      (loggedIn || !item.logged_in_only) &&
      audienceMatches(item.audience, audiences, username),
  );
  const room = placement === 'none' ? BOTTOM_NAV_MAX : BOTTOM_NAV_MAX - 1;
  const items: BottomItem[] = entries.slice(0, room).map((entry) => ({ kind: 'entry', entry }));
  if (placement === 'left') return [{ kind: 'menu' }, ...items];
  if (placement === 'right') return [...items, { kind: 'menu' }];
  return items;
}

/**
 * Selected state is worked out for the home, pre-events and live icons, and for my bets by a path containing
 * mybets, or its own page.
 */
export function bottomItemSelected(entry: MenuConfigEntry, loggedIn: boolean, path: string): boolean {
  if (entry.function === 'open_my_bets') return path.includes('mybets') || linkCurrent(OPEN_BETS_PATH, path);
  const link = entryLink(entry, loggedIn).path.replace(/\/$/, '');
  if (link === '/homepage' || link === '') return path === '/homepage' || path === '/';
  if (link === '/sports' || link === '/live/sport') return linkCurrent(link, path);
  return false;
}

export type BottomAction =
  | { kind: 'toggle-menu' }
  | { kind: 'toggle-betslip' }
  | { kind: 'login' }
  | { kind: 'navigate'; path: string; target: LinkTarget };

/** What a tap does; my account asks a visitor to log in first (spec 1 section 2.7). */
export function bottomItemAction(item: BottomItem, loggedIn: boolean): BottomAction {
  if (item.kind === 'menu') return { kind: 'toggle-menu' };
  const { entry } = item;
  // My bets opens its page, the open bets (spec 1 section 2.7's default entry: /open_bets), not a panel over
  // the page: the tap closes what lies over the page, and the page asks a visitor to log in.
  if (entry.function === 'open_my_bets') return { kind: 'navigate', path: OPEN_BETS_PATH, target: 'app' };
  const { path } = entryLink(entry, loggedIn);
  // A betslip entry without a link toggles the betslip (spec 1 section 2.7's default betslip entry).
  if (entry.icon_name === 'betslip' && !path) return { kind: 'toggle-betslip' };
  if (!loggedIn && path.replace(/\/$/, '') === '/account') return { kind: 'login' };
  return {
    kind: 'navigate',
    path,
    target: entryTarget(entry),
  };
}
