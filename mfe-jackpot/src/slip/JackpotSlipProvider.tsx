import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useQueryClient } from '@tanstack/react-query';
import { useShellContext } from '@sportsbook/contracts';
import { createJackpotSlipStore, JackpotSlipController, type JackpotSlipStore } from './jackpotSlipController';
import type { JackpotSlipState } from './jackpotSlipModel';

interface SlipContext {
  store: JackpotSlipStore;
  controller: JackpotSlipController;
}

const Context = createContext<SlipContext | null>(null);

/** One slip for the remote's life, shared by the board (selected outcomes) and the slip itself. */
export function JackpotSlipProvider({ children }: { children: ReactNode }) {
  const { api, bus, stores } = useShellContext();
  const queryClient = useQueryClient();
  const [value] = useState<SlipContext>(() => {
    const store = createJackpotSlipStore();
    const onJackpotClosed = () => void queryClient.invalidateQueries({ queryKey: ['jackpots', 'active'] });
    return { store, controller: new JackpotSlipController({ store, api, bus, stores, onJackpotClosed }) };
  });
  useEffect(() => () => value.controller.stop(), [value]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

function useSlipContext(): SlipContext {
  const context = useContext(Context);
  if (!context) throw new Error('the jackpot slip is used outside JackpotSlipProvider');
  return context;
}

export function useJackpotSlip<T>(select: (state: JackpotSlipState) => T): T {
  return useStore(useSlipContext().store, select);
}

export const useJackpotSlipController = () => useSlipContext().controller;
