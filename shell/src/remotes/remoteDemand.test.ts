import { createShellStores, type RemoteName } from '@sportsbook/contracts';
import { createRemoteDemand, demandStateOf, hasWorkOutOfSight, type DemandState } from './remoteDemand';

const visitor: DemandState = { loggedIn: false, loginDialogOpen: false, myBetsModalOpen: false, deviceSessionLogin: false };

describe('which out-of-sight remote has work', () => {
  it.each<[RemoteName, Partial<DemandState>, boolean]>([
    ['account', {}, false],
    ['account', { loginDialogOpen: true }, true],
    ['account', { loggedIn: true }, false],
    ['account', { loggedIn: true, deviceSessionLogin: true }, true],
    ['account', { deviceSessionLogin: true }, false],
    ['mybets', {}, false],
    ['mybets', { loggedIn: true }, true],
    ['mybets', { myBetsModalOpen: true }, true],
    ['jackpot', { loggedIn: true, loginDialogOpen: true, myBetsModalOpen: true }, false],
  ])('%s with %j: %s', (remote, state, expected) => {
    expect(hasWorkOutOfSight(remote, { ...visitor, ...state })).toBe(expected);
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
});
