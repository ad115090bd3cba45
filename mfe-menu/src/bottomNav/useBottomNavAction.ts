import { useCallback } from 'react';
import { useShellContext } from '@sportsbook/contracts';
import { useOpenLink } from '../links';
import type { BottomAction } from './bottomNavModel';

/**
 * Runs a bottom navigation tap (spec 1 section 2.7): every tap first closes what lies over the page
 * (menu, modals, betslip), then does its own action. The Menu item toggles the menu instead of closing it,
 * the betslip item the betslip.
 */
export function useBottomNavAction() {
  const { bus, stores } = useShellContext();
  const open = useOpenLink();
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
      if (action.kind === 'login') ui.setModal('isLoginOpen', true);
      else open(action.path, action.target);
    },
    [bus, open, stores],
  );
}
