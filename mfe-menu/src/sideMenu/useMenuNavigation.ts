import { useCallback, type MouseEvent } from 'react';
import { isPlainClick, useShellContext, useShellRoute } from '@sportsbook/contracts';

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
        if (!isPlainClick(event)) return;
        event.preventDefault();
        closeMobileMenu();
        go(target);
      },
    }),
    [closeMobileMenu, go, href],
  );
  return { path, linkTo, closeMobileMenu };
}
