import { createStore } from 'zustand/vanilla';
import type { Wallet } from '../domain/wallet';

export interface WalletState {
  wallet: Wallet | null;
  setWallet(wallet: Wallet | null): void;
  /** The bet-count call answers a balance too; it updates only the balance. */
  setBalance(balance: number): void;
}

export function createWalletStore() {
  return createStore<WalletState>()((set) => ({
    wallet: null,
    setWallet: (wallet) => set({ wallet }),
    setBalance: (balance) => set((state) => ({ wallet: state.wallet ? { ...state.wallet, balance } : state.wallet })),
  }));
}

export type WalletStore = ReturnType<typeof createWalletStore>;
