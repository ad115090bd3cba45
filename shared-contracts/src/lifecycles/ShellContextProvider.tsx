import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
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
  const store = useShellContext().stores[name] as unknown as {
    getState(): ReturnType<ShellStores[K]['getState']>;
    subscribe(listener: () => void): () => void;
  };
  const read = useCallback(() => selector(store.getState()), [store, selector]);
  // The server renders with the stores as the request set them, and a hydration reads them as they are
  // (zustand's own hook would give both the stores' initial state: another brand's settings, a desktop).
  return useSyncExternalStore(store.subscribe, read, read);
}
