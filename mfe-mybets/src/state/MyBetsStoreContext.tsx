import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { MyBetsStore, MyBetsStoreState } from './myBetsStore';

const MyBetsStoreContext = createContext<MyBetsStore | null>(null);

/** One store per mounted remote, so a remount or a test starts clean. */
export function MyBetsStoreProvider({ store, children }: { store: MyBetsStore; children: ReactNode }) {
  return <MyBetsStoreContext.Provider value={store}>{children}</MyBetsStoreContext.Provider>;
}

export function useMyBetsStoreApi(): MyBetsStore {
  const store = useContext(MyBetsStoreContext);
  if (!store) throw new Error('my bets components need a MyBetsStoreProvider');
  return store;
}

export function useMyBets<T>(selector: (state: MyBetsStoreState) => T): T {
  return useStore(useMyBetsStoreApi(), selector);
}
