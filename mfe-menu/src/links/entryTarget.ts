import type { MenuConfigEntry } from '@sportsbook/contracts';

/** Where an operator's menu entry opens: in the site, in the embedding page, or in a new window. */
export type LinkTarget = 'app' | 'parent' | 'new-window';

/**
 * The operator's flags of an entry (spec 1 section 2.7 and 2.8), one rule for the side menu and the phone's
 * bottom navigation: the parent frame wins over a new window, and an entry with neither stays in the site.
 */
export function entryTarget(entry: Pick<MenuConfigEntry, 'open_in_parent_frame' | 'open_in_new_window'>): LinkTarget {
  if (entry.open_in_parent_frame) return 'parent';
  if (entry.open_in_new_window) return 'new-window';
  return 'app';
}
