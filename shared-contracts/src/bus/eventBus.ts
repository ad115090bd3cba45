import type { BusEventName, BusEvents } from './busEvents';

export type BusListener<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  /** Returns the unsubscribe function. */
  on<K extends BusEventName>(name: K, listener: BusListener<K>): () => void;
  off<K extends BusEventName>(name: K, listener: BusListener<K>): void;
  emit<K extends BusEventName>(name: K, ...payload: BusEvents[K] extends void ? [] : [BusEvents[K]]): void;
}

/**
 * A typed bus for commands and notifications between remotes. A listener that throws is reported
 * and the other listeners still run: one broken remote must not silence the rest.
 */
export function createEventBus(onListenerError: (name: string, error: unknown) => void = () => undefined): EventBus {
  const listeners = new Map<BusEventName, Set<BusListener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as BusListener<never>);
      listeners.set(name, set);
      return () => this.off(name, listener);
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener as BusListener<never>);
    },
    emit(name, ...payload) {
      // A copy, so a listener that unsubscribes while running does not skip its neighbour.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as BusListener<typeof name>)(payload[0] as BusEvents[typeof name]);
        } catch (error) {
          onListenerError(name, error);
        }
      }
    },
  };
}
