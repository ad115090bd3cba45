/** One event of a jackpot: its ordinal, whether it is a reserve, and the outcomes of its market. */
export interface JackpotLeg {
  ordinal: number;
  reserve: boolean;
  marketId: number;
  outcomeIds: number[];
}

export const JACKPOT_ERRORS = {
  reserveOne: 'Cannot book more than 1 selection on a reserve market',
  allOfMarket: 'Cannot book all selections on a market',
  notInJackpot: 'That selection is not part of this jackpot',
} as const;

export interface JackpotCheck {
  errors: string[];
  /** Lines the selections make: the product of the selection counts of the ordinals. */
  noOfBets: number;
  complete: boolean;
  byOrdinal: Map<number, number[]>;
}

/**
 * The jackpot rules of spec 2 (sections 4 and 5), the same on the server as in the slip: one selection
 * per reserve ordinal, never every outcome of a market, complete when every ordinal from 1 to the number
 * of events has a selection.
 */
export function checkJackpotSelections(legs: JackpotLeg[], outcomeIds: number[]): JackpotCheck {
  const errors = new Set<string>();
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
    if (chosen.length === leg.outcomeIds.length) errors.add(JACKPOT_ERRORS.allOfMarket);
  }
  const complete = legs.every((leg) => (byOrdinal.get(leg.ordinal) ?? []).length > 0);
  const noOfBets = complete ? legs.reduce((lines, leg) => lines * (byOrdinal.get(leg.ordinal)?.length ?? 1), 1) : 0;
  return { errors: [...errors], noOfBets, complete, byOrdinal };
}

/** Winning lines of a jackpot bet: the product, over the ordinals, of how many of its picks won. */
export function winningLines(byOrdinal: Map<number, number[]>, winners: Set<number>): number {
  let lines = 1;
  for (const picks of byOrdinal.values()) lines *= picks.filter((id) => winners.has(id)).length;
  return lines;
}
