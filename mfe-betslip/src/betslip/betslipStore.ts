import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_BETSLIP_KEY, safeStorage, type ParlayConfig } from '@sportsbook/contracts';
import { EMPTY_SLIP, type SlipState } from './slipModel';

/** The slip, a visitor's retail code, and the player's parlay extra winnings config (none when not offered). */
export type BetslipState = SlipState & { retailCode: string | null; parlay: ParlayConfig | null };

/**
 * The betslip's own state, persisted under the key the shell deletes at start (spec 2 section 4). Only
 * the selections, combinations and stakes are kept: placement state, errors and flags never are.
 */
export function createBetslipStore() {
  return createStore<BetslipState>()(
    persist((): BetslipState => ({ ...EMPTY_SLIP, retailCode: null, parlay: null }), {
      name: PERSISTED_BETSLIP_KEY,
      storage: createJSONStorage(() => safeStorage()),
      partialize: ({ open, expanded, bets, multiples, systems, showSystemBets }) => ({
        open,
        expanded,
        bets,
        multiples,
        systems,
        showSystemBets,
      }),
    }),
  );
}
