import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ShellContext } from '../shellContext';
import type { ShellStores } from '../stores/shellStores';

const Context = createContext<ShellContext | null>(null);

export function ShellContextProvider({ value, children }: { value: ShellContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellContext(): ShellContext {
  const value = useContext(Context);
  if (!value) throw new Error('useShellContext is used outside a remote mounted by the shell');
  return value;
}

/** Reads a shell store through a selector, re-rendering only when the selected value changes. */
export function useShellStore<K extends keyof ShellStores, T>(
  name: K,
  selector: (state: ReturnType<ShellStores[K]['getState']>) => T,
): T {
  const store = useShellContext().stores[name];
  return useStore(store as never, selector as never) as T;
}
