import type { JackpotCheck } from '@sportsbook/contracts';

// The selection rules are the slip's own (shared through the contracts), so the platform refuses exactly
// what the slip refuses.
export { checkJackpotSelections, JACKPOT_ERRORS, type JackpotCheck, type JackpotLeg } from '@sportsbook/contracts';

/** Winning lines of a jackpot bet: the product, over the ordinals, of how many of its picks won. */
export function winningLines(byOrdinal: JackpotCheck['byOrdinal'], winners: Set<number>): number {
  let lines = 1;
  for (const picks of byOrdinal.values()) lines *= picks.filter((id) => winners.has(id)).length;
  return lines;
}
