import type { JackpotSelection } from '@sportsbook/contracts';

/** One event of a jackpot: its ordinal, whether it is a reserve, and the outcomes of its market. */
export interface JackpotLeg {
  ordinal: number;
  reserve: boolean;
  marketId: number;
  outcomeIds: number[];
}

/** The jackpot messages of spec 2 section 5 (the first two are the slip's error toasts). */
export const JACKPOT_ERRORS = {
  reserveOne: 'Cannot book more than 1 selection on a reserve market',
  allOfMarket: 'Cannot book all selections on a market',
  notInJackpot: 'That selection is not part of this jackpot',
} as const;

export type JackpotError = (typeof JACKPOT_ERRORS)[keyof typeof JACKPOT_ERRORS];

export interface JackpotCheck {
  errors: JackpotError[];
  /** Lines the selections make: the product of the selection counts of the ordinals, 0 until complete. */
  noOfBets: number;
  complete: boolean;
  byOrdinal: Map<number, number[]>;
}

/**
 * Spec 2 section 4: complete when every ordinal from 1 to the number of events has a selection. The
 * reserves are events of the jackpot too, so they count.
 */
export function isJackpotComplete(selectedOrdinals: Iterable<number>, numberOfEvents: number): boolean {
  const chosen = new Set(selectedOrdinals);
  for (let ordinal = 1; ordinal <= numberOfEvents; ordinal++) if (!chosen.has(ordinal)) return false;
  return numberOfEvents > 0;
}

/**
 * The jackpot rules of spec 2 (sections 4 and 5), the same in the slip as on the platform: one
 * selection per reserve ordinal, never every outcome of a market, complete when every ordinal has a
 * selection, and as many lines as the picks multiply to.
 */
export function checkJackpotSelections(legs: JackpotLeg[], outcomeIds: number[]): JackpotCheck {
  const errors = new Set<JackpotError>();
  const byOrdinal = new Map<number, number[]>();
  for (const outcomeId of new Set(outcomeIds)) {
    const leg = legs.find((l) => l.outcomeIds.includes(outcomeId));
    if (!leg) {
      errors.add(JACKPOT_ERRORS.notInJackpot);
      continue;
    }
    byOrdinal.set(leg.ordinal, [...(byOrdinal.get(leg.ordinal) ?? []), outcomeId]);
  }
  for (const leg of legs) {
    const chosen = byOrdinal.get(leg.ordinal) ?? [];
    if (leg.reserve && chosen.length > 1) errors.add(JACKPOT_ERRORS.reserveOne);
    if (chosen.length > 0 && chosen.length === leg.outcomeIds.length) errors.add(JACKPOT_ERRORS.allOfMarket);
  }
  const complete = isJackpotComplete(byOrdinal.keys(), legs.length);
  const noOfBets = complete ? legs.reduce((lines, leg) => lines * (byOrdinal.get(leg.ordinal)?.length ?? 1), 1) : 0;
  return { errors: [...errors], noOfBets, complete, byOrdinal };
}

export type JackpotToggle =
  { selections: JackpotSelection[]; error?: undefined } | { selections: JackpotSelection[]; error: JackpotError };

/**
 * A click on a jackpot outcome (spec 2 sections 4 and 5): a selected outcome is removed; a new one is
 * added unless it would be a second pick on a reserve event or the last free outcome of a market, in
 * which case the selections stay as they were and the error says why.
 */
export function toggleJackpotOutcome(legs: JackpotLeg[], selections: JackpotSelection[], outcomeId: number): JackpotToggle {
  if (selections.some((s) => s.outcomeId === outcomeId))
    return { selections: selections.filter((s) => s.outcomeId !== outcomeId) };
  const leg = legs.find((l) => l.outcomeIds.includes(outcomeId));
  if (!leg) return { selections, error: JACKPOT_ERRORS.notInJackpot };
  const onLeg = selections.filter((s) => s.ordinal === leg.ordinal).length;
  if (leg.reserve && onLeg >= 1) return { selections, error: JACKPOT_ERRORS.reserveOne };
  if (onLeg + 1 >= leg.outcomeIds.length) return { selections, error: JACKPOT_ERRORS.allOfMarket };
  const added: JackpotSelection = { ordinal: leg.ordinal, outcomeId, reserve: leg.reserve };
  // Kept in ordinal order, then in the market's outcome order, so the slip reads like the board.
  const position = (s: JackpotSelection) => {
    const of = legs.find((l) => l.ordinal === s.ordinal);
    return s.ordinal * 1000 + (of ? of.outcomeIds.indexOf(s.outcomeId) : 0);
  };
  return { selections: [...selections, added].sort((a, b) => position(a) - position(b)) };
}
