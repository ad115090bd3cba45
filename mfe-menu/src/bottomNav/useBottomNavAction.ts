import { useCallback } from 'react';
import { useShellContext, useShellRoute } from '@sportsbook/contracts';
import type { BottomAction } from './bottomNavModel';

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);

/** Where a bottom navigation link points: operator links may be absolute, the app's own go under the locale. */
export function useBottomNavHref() {
  const { href } = useShellRoute();
  return useCallback((path: string) => (isAbsolute(path) ? path : href(path)), [href]);
}

/** Opens a link in the embedding page. No parent message asks for navigation, so the top window is sent there. */
function openInParent(url: string) {
  try {
    window.top!.location.href = url;
  } catch {
    window.location.assign(url);
  }
}

/**
 * Runs a bottom navigation tap (spec 1 section 2.7): every tap first closes what lies over the page
 * (menu, modals, betslip), then does its own action. The Menu item toggles the menu instead of closing it,
 * the betslip item the betslip.
 */
export function useBottomNavAction() {
  const { bus, stores } = useShellContext();
  const { go } = useShellRoute();
  const urlOf = useBottomNavHref();
  return useCallback(
    (action: BottomAction) => {
      const ui = stores.ui.getState();
      const betslipWasOpen = ui.betslipOpen;
      ui.closeModals();
      ui.setBetslip({ open: false });
      if (action.kind === 'toggle-betslip') {
        bus.emit('menu/toggle', { open: false });
        ui.setBetslip({ open: !betslipWasOpen });
        return;
      }
      if (action.kind === 'toggle-menu') {
        bus.emit('menu/toggle', {});
        return;
      }
      bus.emit('menu/toggle', { open: false });
      if (action.kind === 'open-my-bets') bus.emit('mybets/open');
      else if (action.kind === 'login') ui.setModal('isLoginOpen', true);
      else if (action.target === 'new-window') window.open(urlOf(action.path), '_blank', 'noopener');
      else if (action.target === 'parent') openInParent(urlOf(action.path));
      else if (isAbsolute(action.path)) window.location.assign(action.path);
      else go(action.path);
    },
    [bus, go, stores, urlOf],
  );
}
