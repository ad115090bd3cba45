import type { ColumnType, ColumnWidget, PageLayout } from '@sportsbook/contracts';

/**
 * The side-column widgets the shell places below a column's remotes: it draws adverts and html widgets
 * itself and mounts the live stream from the events remote; the navigation menu, betslip, my bets and
 * jackpot are remotes of their own.
 */
export const SHELL_WIDGETS = ['advert', 'html_widget', 'live_stream'] as const;
export type ShellWidgetName = (typeof SHELL_WIDGETS)[number];

const SIDES: Record<ColumnType, { left: boolean; right: boolean }> = {
  single: { left: false, right: false },
  side_left: { left: true, right: false },
  side_right: { left: false, right: true },
  triple: { left: true, right: true },
  triple_side_right: { left: true, right: true },
};

/**
 * The shell's widgets of each side column of a layout (spec 1 section 2.4), in the layout's order, for the
 * columns its column type has. A phone has no side columns.
 */
export function shellWidgetsOf(
  layout: PageLayout | undefined,
  isDesktop: boolean,
): { left: (ColumnWidget & { name: ShellWidgetName })[]; right: (ColumnWidget & { name: ShellWidgetName })[] } {
  const sides = layout && isDesktop ? (SIDES[layout.column_type] ?? SIDES.single) : SIDES.single;
  const ours = (widgets: ColumnWidget[]) =>
    widgets.filter((w): w is ColumnWidget & { name: ShellWidgetName } => (SHELL_WIDGETS as readonly string[]).includes(w.name));
  return {
    left: sides.left && layout ? ours(layout.left_column) : [],
    right: sides.right && layout ? ours(layout.right_column) : [],
  };
}

/** The player type an advert is asked for with (spec 1 section 7.2): the platform widens logged_in to its kinds. */
export const advertPlayerType = (loggedIn: boolean) => (loggedIn ? 'logged_in' : 'logged_out');
