import { useCallback, type MouseEvent } from 'react';
import { isPlainClick, useShellContext, useShellRoute } from '@sportsbook/contracts';
import type { LinkTarget } from '../links';
import { useLinkHref, useOpenLink } from '../links';

/**
 * Menu links navigate through the shell and, on mobile, close the drawer or sheet first: the player
 * chose where to go, so the menu gets out of the way (spec 1 section 2.8). An operator's entry may ask to
 * open in the embedding page or a new window (its target, from entryTarget), as on the bottom navigation.
 */
export function useMenuNavigation() {
  const { bus, stores } = useShellContext();
  const { path } = useShellRoute();
  const urlOf = useLinkHref();
  const open = useOpenLink();
  const closeMobileMenu = useCallback(() => {
    if (!stores.ui.getState().isDesktop) bus.emit('menu/toggle', { open: false });
  }, [bus, stores]);
  const linkTo = useCallback(
    (to: string, target: LinkTarget = 'app') => ({
      href: urlOf(to),
      ...(target === 'new-window' ? { target: '_blank', rel: 'noopener' } : {}),
      onClick: (event: MouseEvent) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        closeMobileMenu();
        open(to, target);
      },
    }),
    [closeMobileMenu, open, urlOf],
  );
  return { path, linkTo, closeMobileMenu };
}
