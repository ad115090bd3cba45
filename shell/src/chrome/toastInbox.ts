import type { BusEvents, EventBus } from '@sportsbook/contracts';

/** A toast asked for: as it is, or a notification of spec 1 section 8 by its id, which the catalogue turns into one. */
export type AskedToast = BusEvents['toast/show'] | { notificationId: string };

export interface ToastInbox {
  /** The toasts asked for since the last call, in order. */
  take(): AskedToast[];
  /** Whether any toast was asked for since the start (the toasts' code loads then). */
  anyAsked(): boolean;
  /** Calls `listener` whenever a toast is asked for; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The toasts asked for on the bus, kept from the shell's start: the chrome that shows them renders as a
 * transition, a little later, and a toast asked for before (the platform did not answer the settings) waits.
 */
export function createToastInbox(bus: EventBus): ToastInbox {
  const asked: AskedToast[] = [];
  let any = false;
  const listeners = new Set<() => void>();
  const ask = (toast: AskedToast) => {
    asked.push(toast);
    any = true;
    for (const listener of listeners) listener();
  };
  bus.on('toast/show', ask);
  bus.on('notification/show', ({ id }) => ask({ notificationId: id }));
  return {
    take: () => asked.splice(0),
    anyAsked: () => any,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
