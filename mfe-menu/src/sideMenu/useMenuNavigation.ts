import { useCallback, type MouseEvent } from 'react';
import { useShellContext, useShellRoute } from '@sportsbook/contracts';

/** A click that the browser should keep (new tab, new window, download) rather than the shell's navigation. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Menu links navigate through the shell and, on mobile, close the drawer or sheet first: the player
 * chose where to go, so the menu gets out of the way (spec 1 section 2.8).
 */
export function useMenuNavigation() {
  const { bus, stores } = useShellContext();
  const { path, href, go } = useShellRoute();
  const closeMobileMenu = useCallback(() => {
    if (!stores.ui.getState().isDesktop) bus.emit('menu/toggle', { open: false });
  }, [bus, stores]);
  const linkTo = useCallback(
    (target: string) => ({
      href: href(target),
      onClick: (event: MouseEvent) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        closeMobileMenu();
        go(target);
      },
    }),
    [closeMobileMenu, go, href],
  );
  return { path, linkTo, closeMobileMenu };
}
