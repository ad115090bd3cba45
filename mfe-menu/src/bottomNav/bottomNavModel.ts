import {
  audienceMatches,
  type Audience,
  type MenuConfigEntry,
  type TabMenuSection,
  type WidgetName,
} from '@sportsbook/contracts';
import { entryLink } from '../sideMenu/visibleEntries';

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
  const entries = (tabs.find((tab) => tab.section_name === 'bottom_menu')?.submenu_items ?? []).filter(
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

/** Selected state is worked out for the home, pre-events and live icons, and for my bets by a path containing mybets. */
export function bottomItemSelected(entry: MenuConfigEntry, loggedIn: boolean, path: string): boolean {
  if (entry.function === 'open_my_bets') return path.includes('mybets');
  const link = entryLink(entry, loggedIn).path.replace(/\/$/, '');
  if (link === '/homepage' || link === '') return path === '/homepage' || path === '/';
  if (link === '/sports' || link === '/live/sport') return path === link || path.startsWith(`${link}/`);
  return false;
}

export type BottomAction =
  | { kind: 'toggle-menu' }
  | { kind: 'open-my-bets' }
  | { kind: 'login' }
  | { kind: 'navigate'; path: string; target: 'app' | 'parent' | 'new-window' };

/** What a tap does; my account asks a visitor to log in first (spec 1 section 2.7). */
export function bottomItemAction(item: BottomItem, loggedIn: boolean): BottomAction {
  if (item.kind === 'menu') return { kind: 'toggle-menu' };
  const { entry } = item;
  if (entry.function === 'open_my_bets') return { kind: 'open-my-bets' };
  const { path } = entryLink(entry, loggedIn);
  if (!loggedIn && path.replace(/\/$/, '') === '/account') return { kind: 'login' };
  return {
    kind: 'navigate',
    path,
    target: entry.open_in_parent_frame ? 'parent' : entry.open_in_new_window ? 'new-window' : 'app',
  };
}
