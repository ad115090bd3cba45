import { createStore } from 'zustand/vanilla';
import type { MyBetsState, MyBetsTab } from '@sportsbook/contracts';

/**
 * My bets state of spec 2 section 3, but for the modal state: that lives in the shell's ui store, where
 * the login dialog and the bottom navigation read it too.
 */
export interface MyBetsStoreState extends Omit<MyBetsState, 'myBetsModalState'> {
  setTab(tab: MyBetsTab): void;
  setInCountdown(betId: number, on: boolean): void;
  setInConfirmation(betId: number, on: boolean): void;
  setBetCount(count: number): void;
  markOpenBetsFetched(): void;
  /** A new player starts from nothing. */
  reset(): void;
}

const INITIAL: Omit<MyBetsState, 'myBetsModalState'> = {
  openBetsFetched: false,
  selectedTab: 'open',
  betsInCountdownState: [],
  betsInConfirmationState: [],
  betCount: 0,
  betCountInitialized: false,
};

const toggled = (list: string[], id: string, on: boolean) =>
  on ? (list.includes(id) ? list : [...list, id]) : list.filter((entry) => entry !== id);

export function createMyBetsStore() {
  return createStore<MyBetsStoreState>()((set) => ({
    ...INITIAL,
    setTab: (selectedTab) => set({ selectedTab }),
    setInCountdown: (betId, on) =>
      set((state) => ({ betsInCountdownState: toggled(state.betsInCountdownState, String(betId), on) })),
    setInConfirmation: (betId, on) =>
      set((state) => ({ betsInConfirmationState: toggled(state.betsInConfirmationState, String(betId), on) })),
    setBetCount: (betCount) => set({ betCount, betCountInitialized: true }),
    markOpenBetsFetched: () => set({ openBetsFetched: true }),
    reset: () => set(INITIAL),
  }));
}

export type MyBetsStore = ReturnType<typeof createMyBetsStore>;
