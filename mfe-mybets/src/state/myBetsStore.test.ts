import { createMyBetsStore } from './myBetsStore';

describe('my bets store', () => {
  it('starts on the open tab with no count known', () => {
    const state = createMyBetsStore().getState();
    expect(state.selectedTab).toBe('open');
    expect([state.betCount, state.betCountInitialized, state.openBetsFetched]).toEqual([0, false, false]);
  });

  it('keeps each bet once in the countdown and confirmation lists, and takes it out again', () => {
    const store = createMyBetsStore();
    store.getState().setInCountdown(7, true);
    store.getState().setInCountdown(7, true);
    store.getState().setInConfirmation(7, true);
    expect(store.getState().betsInCountdownState).toEqual(['7']);
    store.getState().setInCountdown(7, false);
    expect(store.getState().betsInCountdownState).toEqual([]);
    expect(store.getState().betsInConfirmationState).toEqual(['7']);
  });

  it('marks the count initialised when one arrives, zero included, and forgets everything on reset', () => {
    const store = createMyBetsStore();
    store.getState().setBetCount(0);
    expect(store.getState().betCountInitialized).toBe(true);
    store.getState().setTab('settled');
    store.getState().reset();
    expect(store.getState()).toMatchObject({ selectedTab: 'open', betCountInitialized: false });
  });
});
