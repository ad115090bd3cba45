import { audienceMatches } from '@sportsbook/domain';
import { linkCurrent, type Audience, type MenuConfigEntry, type TabMenuSection } from '@sportsbook/contracts';

/**
 * The active entries of one tabs section that a player may see: logged-in-only ones for players, and each
 * by its audience (spec 1 section 2.8) against the player's audiences.
 */
export function visibleEntries(
  tabs: TabMenuSection[],
  section: string,
  audiences: ReadonlySet<Audience>,
  username?: string,
): MenuConfigEntry[] {
  const loggedIn = !audiences.has('logged_out');
  const items = tabs.find((tab) => tab.section_name === section)?.submenu_items ?? [];
  return items.filter(
    (item) => item.active && (loggedIn || !item.logged_in_only) && audienceMatches(item.audience, audiences, username),
  );
}

/** The link and title of an entry follow the login state. */
export function entryLink(entry: MenuConfigEntry, loggedIn: boolean): { path: string; title: string } {
  return {
    path: (loggedIn ? entry.logged_in_link : entry.logged_out_link) ?? '',
    title: (loggedIn ? entry.logged_in_title : entry.logged_out_title) ?? entry.label,
  };
}

/** An entry is selected when the path is its link or below it; home also covers '/'. */
export function isSelected(entryPath: string, path: string): boolean {
  if (!entryPath) return false;
  if (entryPath === '/homepage') return path === '/homepage' || path === '/';
  return linkCurrent(entryPath, path);
}
