import { createStore } from 'zustand/vanilla';

/** A change from the platform's live stream, in the spec's short keys (only the kinds prices need). */
export type StreamChange =
  | { t: 'price'; eid: number; mid: number; oid: number; s: string; clp: { cp: { d: number } } }
  | { t: 'market'; eid: number; mid: number; s: string }
  | { t: string; eid?: number };

/** Pushed values are trusted this long; after it the next poll's values (which include them) take over. */
export const PUSH_TRUST_MS = 20_000;

export interface LivePricesState {
  prices: Record<number, { decimal: number; at: number }>;
  statuses: Record<number, { status: string; at: number }>;
}

/**
 * Applies pushed changes. Each price and market status is kept by its id, so a button re-renders only
 * when its own outcome or market changes, never the whole list.
 */
export function applyChanges(state: LivePricesState, changes: StreamChange[], now = Date.now()): LivePricesState {
  let prices = state.prices;
  let statuses = state.statuses;
  for (const change of changes) {
    if (change.t === 'price' && 'oid' in change) {
      if (prices === state.prices) prices = { ...prices };
      prices[change.oid] = { decimal: change.clp.cp.d, at: now };
      if (statuses === state.statuses) statuses = { ...statuses };
      statuses[change.mid] = { status: change.s, at: now };
    } else if (change.t === 'market' && 'mid' in change) {
      if (statuses === state.statuses) statuses = { ...statuses };
      statuses[change.mid] = { status: change.s, at: now };
    }
  }
  return prices === state.prices && statuses === state.statuses ? state : { prices, statuses };
}

export function fresh<T extends { at: number }>(entry: T | undefined, now = Date.now()): T | undefined {
  return entry && now - entry.at <= PUSH_TRUST_MS ? entry : undefined;
}

export const livePrices = createStore<LivePricesState>()(() => ({ prices: {}, statuses: {} }));
