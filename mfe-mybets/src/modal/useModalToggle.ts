import { useCallback, useEffect } from 'react';
import { useShellContext } from '@sportsbook/contracts';
import { useMyBetsStoreApi } from '../state';
import { nextModalState } from './modalState';

/**
 * Drives the shared myBetsModalState through the state machine: toggles from the player, and the
 * countdown list, whose emptying closes a hidden modal.
 */
export function useModalToggle() {
  const { stores } = useShellContext();
  const store = useMyBetsStoreApi();
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.betsInCountdownState === previous.betsInCountdownState) return;
        const ui = stores.ui.getState();
        const next = nextModalState(ui.myBetsModalState, {
          type: 'countdown-changed',
          betsInCountdown: state.betsInCountdownState.length,
        });
        if (next !== ui.myBetsModalState) ui.setMyBetsModalState(next);
      }),
    [store, stores],
  );
  return useCallback(
    (open?: boolean) => {
      const ui = stores.ui.getState();
      const next = nextModalState(ui.myBetsModalState, {
        type: 'toggle',
        open,
        betsInCountdown: store.getState().betsInCountdownState.length,
      });
      if (next !== ui.myBetsModalState) ui.setMyBetsModalState(next);
    },
    [store, stores],
  );
}
