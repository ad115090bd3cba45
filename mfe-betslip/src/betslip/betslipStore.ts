import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_BETSLIP_KEY, type BetslipSelection } from '@sportsbook/contracts';
import { removeSelection, toggleSelection, type IncomingSelection, type ToggleResult } from './selections';

export interface BetslipState {
  open: boolean;
  bets: BetslipSelection[];
  toggle(incoming: IncomingSelection, maxBets: number): ToggleResult['kind'];
  remove(outcomeId: number): void;
  clear(): void;
  setOpen(open: boolean): void;
}

/** The betslip's own state; persisted under the key the shell clears at start (spec 2 section 4). */
export function createBetslipStore() {
  return createStore<BetslipState>()(
    persist(
      (set, get) => ({
        open: false,
        bets: [],
        toggle(incoming, maxBets) {
          const result = toggleSelection(get().bets, incoming, maxBets);
          // Adding opens the slip; removing the last bet closes it.
          if (result.kind === 'added') set({ bets: result.selections, open: true });
          if (result.kind === 'removed') set({ bets: result.selections, open: result.selections.length > 0 && get().open });
          return result.kind;
        },
        remove(outcomeId) {
          const bets = removeSelection(get().bets, outcomeId);
          set({ bets, open: bets.length > 0 && get().open });
        },
        clear: () => set({ bets: [], open: false }),
        setOpen: (open) => set({ open }),
      }),
      { name: PERSISTED_BETSLIP_KEY, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ bets: s.bets }) },
    ),
  );
}

export type BetslipStore = ReturnType<typeof createBetslipStore>;
