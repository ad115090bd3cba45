import { centreRemote, type ColumnType, type PageLayout, type RemoteName, type WidgetName } from '@sportsbook/contracts';

/** The areas of the page grid a remote can sit in; 'hidden' keeps it mounted but out of sight. */
export type Area = 'header' | 'left' | 'centre' | 'right' | 'drawer' | 'sheet' | 'overlay' | 'hidden';

export interface PlacementInput {
  /** The path below the locale, e.g. '/sports/240-FOOT'. */
  path: string;
  layout: PageLayout;
  isDesktop: boolean;
  nativeApp: boolean;
}

/** Pages that render without remotes (spec 1 section 2.1). */
export function isStaticPage(path: string): boolean {
  return /^\/(maintenance|blocked)(\/|$)/.test(path);
}

/** The static page a whole pathname (with or without its locale) asks for, if any. */
export function staticPageOf(pathname: string): 'maintenance' | 'blocked' | null {
  const kind = /^\/(?:[a-z]{2}\/)?(maintenance|blocked)(\/|$)/.exec(pathname)?.[1];
  return kind === 'maintenance' || kind === 'blocked' ? kind : null;
}

export function isRemoteActive(remote: RemoteName, path: string, nativeApp: boolean): boolean {
  if (isStaticPage(path)) return false;
  if (nativeApp && (remote === 'header' || remote === 'menu')) return false;
  if (remote === 'events') return centreRemote(path) === 'events';
  return true;
}

const SIDES: Record<ColumnType, { left: boolean; right: boolean }> = {
  single: { left: false, right: false },
  side_left: { left: true, right: false },
  side_right: { left: false, right: true },
  triple: { left: true, right: true },
  triple_side_right: { left: true, right: true },
};

/** The side column a layout puts a widget in, if that column exists in its column type. */
function columnOf(layout: PageLayout, widget: WidgetName): 'left' | 'right' | undefined {
  const sides = SIDES[layout.column_type] ?? SIDES.single;
  if (sides.left && layout.left_column.some((w) => w.name === widget)) return 'left';
  if (sides.right && layout.right_column.some((w) => w.name === widget)) return 'right';
  return undefined;
}

const WIDGET_OF: Partial<Record<RemoteName, WidgetName>> = {
  menu: 'navigation_menu',
  betslip: 'betslip',
  mybets: 'my_bets',
  jackpot: 'jackpot',
};

/** Where a side remote goes when its layout has no column for it (or on mobile). */
const OFF_COLUMN: Record<RemoteName, Area> = {
  header: 'header',
  menu: 'drawer',
  events: 'centre',
  betslip: 'sheet',
  // On mobile my bets opens as a panel from the bottom navigation, not as a column.
  mybets: 'hidden',
  jackpot: 'hidden',
  account: 'overlay',
};

/**
 * The area of every remote for a route, page layout and viewport. Regions move between areas without
 * being remounted, so a layout can change while the page runs.
 */
export function placeRemotes({ path, layout, isDesktop, nativeApp }: PlacementInput): Record<RemoteName, Area> {
  const centre = centreRemote(path);
  const place = (remote: RemoteName): Area => {
    if (remote === centre) return 'centre';
    if (remote === 'header') return nativeApp ? 'hidden' : 'header';
    if (remote === 'account') return 'overlay';
    // A native-app player still places bets: the betslip is the one side remote kept, as a full-screen sheet.
    if (nativeApp) return remote === 'betslip' ? 'sheet' : 'hidden';
    const widget = WIDGET_OF[remote];
    const column = isDesktop && widget ? columnOf(layout, widget) : undefined;
    return column ?? OFF_COLUMN[remote];
  };
  return {
    header: place('header'),
    menu: place('menu'),
    events: place('events'),
    betslip: place('betslip'),
    mybets: place('mybets'),
    jackpot: place('jackpot'),
    account: place('account'),
  };
}

/** CSS grid template areas per column type; triple_side_right puts both side columns right of the centre. */
export function gridAreas(columnType: ColumnType, isDesktop: boolean, nativeApp = false): { areas: string; columns: string } {
  // Native-app mode is content only (spec 1 section 1): no side columns, so the centre takes the width.
  if (!isDesktop || nativeApp) return { areas: '"centre"', columns: 'minmax(0, 1fr)' };
  switch (columnType) {
    case 'side_left':
      return { areas: '"left centre"', columns: 'auto minmax(0, 1fr)' };
    case 'side_right':
      return { areas: '"centre right"', columns: 'minmax(0, 1fr) var(--sb-side-width)' };
    case 'triple':
      return { areas: '"left centre right"', columns: 'auto minmax(0, 1fr) var(--sb-side-width)' };
    case 'triple_side_right':
      // The left column takes its widget's own width (the sidebar is 200-280 px), as on the left side.
      return { areas: '"centre left right"', columns: 'minmax(0, 1fr) auto var(--sb-side-width)' };
    default:
      return { areas: '"centre"', columns: 'minmax(0, 1fr)' };
  }
}
