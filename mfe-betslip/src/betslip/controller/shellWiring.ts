import type { BetslipSelection, ShellContext } from '@sportsbook/contracts';
import type { StoreApi } from 'zustand/vanilla';
import type { BetslipState } from '../betslipStore';
import { canClose } from '../placementModel';
import { orderedBets, type SlipState } from '../slipModel';

/** What the wiring asks of the slip when the shell speaks. */
export interface WiredSlip {
  toggle(selection: Omit<BetslipSelection, 'ref' | 'includeInMultiples'>): void;
  setOpen(open: boolean): void;
  loadParlay(): Promise<void>;
}

/**
 * The slip on the shell's bus and stores: outcomes toggled from any remote, the slip opened from any remote,
 * the shell's store told what the slip holds and whether it is open (the header's count, the bottom
 * navigation), the login closing the slip, a pending bet re-added after login. Returns the function that
 * stops listening.
 */
export function wireToShell(
  slip: WiredSlip,
  { bus, stores, store }: Pick<ShellContext, 'bus' | 'stores'> & { store: StoreApi<BetslipState> },
): () => void {
  const state = () => store.getState();
  const offToggle = bus.on('betslip/toggle-outcome', ({ selection }) => slip.toggle(selection));
  const offOpen = bus.on('betslip/open', () => store.setState({ open: true }));
  const publish = (slipState: SlipState) =>
    stores.ui.getState().setBetslip({
      outcomeIds: orderedBets(slipState).map((bet) => bet.outcomeId),
      open: slipState.open,
      count: orderedBets(slipState).length,
    });
  // Opening the login (from the header or any remote) closes the slip, unless a bet is being placed or
  // awaits approval (spec 2 section 4).
  const offLogin = stores.ui.subscribe((ui, before) => {
    if (ui.modals.isLoginOpen && !before.modals.isLoginOpen && canClose(state())) store.setState({ open: false });
    // Another remote opened or closed the slip through the shell's store (a bottom-navigation tap closes
    // every overlay, spec 1 section 2.7; its betslip item toggles it). A slip that may not close now (a
    // bet being placed) stays open and says so back to the store.
    if (ui.betslipOpen !== before.betslipOpen && ui.betslipOpen !== state().open) {
      slip.setOpen(ui.betslipOpen);
      if (state().open !== ui.betslipOpen) publish(state());
    }
  });
  // After login a pending bet is re-added (spec 2 section 4), and the player's extra winnings are asked for.
  const offSession = stores.session.subscribe((session, before) => {
    if (session.status !== before.status) void slip.loadParlay();
    if (session.status === 'logged-in' && before.status !== 'logged-in' && state().pendingBet) {
      const pending = state().pendingBet!;
      store.setState({ pendingBet: null });
      if (!state().bets[pending.outcomeId]) slip.toggle(pending);
    }
  });
  // Opened through the store before the slip had loaded (on a phone the bottom navigation's betslip item is
  // what loads it): it opens now, rather than the store being told it is closed.
  if (stores.ui.getState().betslipOpen && !state().open) slip.setOpen(true);
  publish(state());
  const offStore = store.subscribe(publish);
  return () => {
    offToggle();
    offOpen();
    offLogin();
    offSession();
    offStore();
  };
}
