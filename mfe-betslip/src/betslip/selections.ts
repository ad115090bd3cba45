import type { BetslipSelection } from '@sportsbook/contracts';

export type IncomingSelection = Omit<BetslipSelection, 'ref' | 'includeInMultiples'>;

export type ToggleResult =
  | { kind: 'added'; selections: BetslipSelection[] }
  | { kind: 'removed'; selections: BetslipSelection[] }
  | { kind: 'refused-max'; selections: BetslipSelection[] };

/** Refs follow the order of the slip: sel1, sel2, ... (renumbered after a removal). */
function renumber(selections: BetslipSelection[]): BetslipSelection[] {
  return selections.map((selection, index) => ({ ...selection, ref: `sel${index + 1}` }));
}

/**
 * Spec 2 section 4: clicking an outcome on the slip removes it, otherwise adds it, unless the slip
 * already holds the configured maximum.
 */
export function toggleSelection(current: BetslipSelection[], incoming: IncomingSelection, maxBets: number): ToggleResult {
  if (current.some((s) => s.outcomeId === incoming.outcomeId)) {
    return { kind: 'removed', selections: renumber(current.filter((s) => s.outcomeId !== incoming.outcomeId)) };
  }
  if (current.length >= maxBets) return { kind: 'refused-max', selections: current };
  return { kind: 'added', selections: renumber([...current, { ...incoming, ref: '', includeInMultiples: true }]) };
}

export function removeSelection(current: BetslipSelection[], outcomeId: number): BetslipSelection[] {
  return renumber(current.filter((s) => s.outcomeId !== outcomeId));
}
