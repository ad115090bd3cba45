import { createShellStores, type RemoteName } from '@sportsbook/contracts';
import type { Area } from './regionPlacement';
import { createRemoteDemand, demandStateOf, hasWorkOutOfSight, type DemandState } from './remoteDemand';

const visitor: DemandState = {
  loggedIn: false,
  loginDialogOpen: false,
  myBetsModalOpen: false,
  isDesktop: true,
  betslipHasSelections: false,
  betslipOpen: false,
};
const onPhone: DemandState = { ...visitor, isDesktop: false };

describe('which out-of-sight remote has work', () => {
  it.each<[RemoteName, Partial<DemandState>, boolean]>([
    ['account', {}, false],
    ['account', { loginDialogOpen: true }, true],
    // Its reality checks run while a player is logged in.
    ['account', { loggedIn: true }, true],
    ['mybets', {}, false],
    ['mybets', { loggedIn: true }, true],
    ['mybets', { myBetsModalOpen: true }, true],
    ['jackpot', { loggedIn: true, loginDialogOpen: true, myBetsModalOpen: true }, false],
    ['betslip', {}, false],
    ['betslip', { loggedIn: true, loginDialogOpen: true, myBetsModalOpen: true }, false],
    ['betslip', { betslipHasSelections: true }, true],
    ['betslip', { betslipOpen: true }, true],
  ])('%s with %j: %s', (remote, state, expected) => {
    expect(hasWorkOutOfSight(remote, { ...visitor, ...state })).toBe(expected);
  });
});

describe('whether a remote loads where it is placed', () => {
  it.each<[RemoteName, Area, DemandState, boolean]>([
    // A desktop layout without a column for the slip shows the whole slip in the sheet, empty or not.
    ['betslip', 'right', visitor, true],
    ['betslip', 'sheet', visitor, true],
    // On a phone the sheet takes no room until the slip has something to show.
    ['betslip', 'sheet', onPhone, false],
    ['betslip', 'sheet', { ...onPhone, loggedIn: true }, false],
    ['betslip', 'sheet', { ...onPhone, betslipHasSelections: true }, true],
    ['betslip', 'sheet', { ...onPhone, betslipOpen: true }, true],
    ['events', 'centre', onPhone, true],
    ['menu', 'drawer', onPhone, true],
    ['jackpot', 'hidden', onPhone, false],
    ['account', 'overlay', { ...onPhone, loginDialogOpen: true }, true],
  ])('%s in %s with %j: %s', (remote, area, state, expected) => {
    expect(createRemoteDemand(() => state).isActive(remote, area, true)).toBe(expected);
  });
});

describe('remotes loaded on demand', () => {
  it('loads a remote on screen at once and one out of sight only when it has work, then keeps it', () => {
    let state = visitor;
    const demand = createRemoteDemand(() => state);
    expect(demand.isActive('betslip', 'right', true)).toBe(true);
    expect(demand.isActive('account', 'overlay', true)).toBe(false);
    expect(demand.isNewlyNeeded('account', 'overlay', true)).toBe(false);

    state = { ...visitor, loginDialogOpen: true };
    expect(demand.isNewlyNeeded('account', 'overlay', true)).toBe(true);
    expect(demand.isActive('account', 'overlay', true)).toBe(true);
    expect(demand.isNewlyNeeded('account', 'overlay', true)).toBe(false);

    // The dialog closed: the remote stays, with whatever state it holds.
    state = visitor;
    expect(demand.isActive('account', 'overlay', true)).toBe(true);
  });

  it('keeps a jackpot that was on screen when a phone-sized layout hides it', () => {
    const demand = createRemoteDemand(() => visitor);
    expect(demand.isActive('jackpot', 'hidden', true)).toBe(false);
    expect(demand.isActive('jackpot', 'centre', true)).toBe(true);
    expect(demand.isActive('jackpot', 'hidden', true)).toBe(true);
  });

  it('never activates what the route leaves out, kept or not', () => {
    const demand = createRemoteDemand(() => visitor);
    expect(demand.isActive('events', 'centre', true)).toBe(true);
    expect(demand.isActive('events', 'centre', false)).toBe(false);
    expect(demand.isNewlyNeeded('events', 'centre', false)).toBe(false);
  });

  it("loads a phone's betslip once the slip holds a selection, and keeps it when the slip is emptied", () => {
    let state = onPhone;
    const demand = createRemoteDemand(() => state);
    expect(demand.isActive('betslip', 'sheet', true)).toBe(false);
    state = { ...onPhone, betslipHasSelections: true };
    expect(demand.isNewlyNeeded('betslip', 'sheet', true)).toBe(true);
    expect(demand.isActive('betslip', 'sheet', true)).toBe(true);
    state = onPhone;
    expect(demand.isActive('betslip', 'sheet', true)).toBe(true);
  });

  it('loads a remote kept for a command even out of sight and without work', () => {
    const demand = createRemoteDemand(() => visitor);
    demand.keep('mybets');
    expect(demand.isActive('mybets', 'hidden', true)).toBe(true);
  });
});

describe('the demand state from the shell stores', () => {
  it('reads a visitor, then any login step as a login dialog, and an open my bets modal', () => {
    const stores = createShellStores();
    expect(demandStateOf(stores)).toEqual(visitor);
    stores.ui.getState().setModal('isOTPFormOpen', true);
    expect(demandStateOf(stores).loginDialogOpen).toBe(true);
    stores.ui.getState().setMyBetsModalState('visible');
    expect(demandStateOf(stores).myBetsModalOpen).toBe(true);
  });

  it("reads a phone, the slip's selections (counted by the betslip, or kept by a logout's reload) and the slip opened", () => {
    const stores = createShellStores();
    stores.ui.getState().setViewport(390);
    expect(demandStateOf(stores)).toEqual(onPhone);
    expect(demandStateOf(stores, true).betslipHasSelections).toBe(true);
    stores.ui.getState().setBetslip({ outcomeIds: [7] });
    expect(demandStateOf(stores).betslipHasSelections).toBe(true);
    stores.ui.getState().setBetslip({ outcomeIds: [], open: true });
    expect(demandStateOf(stores)).toEqual({ ...onPhone, betslipOpen: true });
  });
});
