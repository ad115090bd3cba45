import type { JackpotCheck, JackpotLeg } from '@sportsbook/domain';

// The selection rules are the slip's own (shared through the contracts), so the platform refuses exactly
// what the slip refuses.
export { checkJackpotSelections, JACKPOT_ERRORS, type JackpotCheck, type JackpotLeg } from '@sportsbook/domain';

export type OutcomeResult = 'won' | 'lost' | 'void';

/**
 * Winning lines of a jackpot bet. Its lines are the product of its picks per match (spec 2 section 4: every
 * ordinal, reserves included, takes a pick, and a reserve takes exactly one). The reserves are there to
 * stand in: a reserve pick counts only for a main match that is void (called off, every outcome of its
 * market void). The first void main match, in ordinal order, is decided by the first reserve that is not
 * itself void, the second by the next, and so on; a reserve nobody needs counts for nothing, whatever its
 * result. Where a main match is void and no reserve is left, every pick on it stands, as a void leg of a
 * multiple does.
 *
 * Per main match, the lines through it that won: its winning picks; if it is void and a reserve stands in,
 * all its picks when the reserve pick won (each of those lines now rides on the reserve) and none when it
 * lost; if it is void with no reserve left, all its picks.
 */
export function winningLines(
  legs: JackpotLeg[],
  byOrdinal: JackpotCheck['byOrdinal'],
  results: ReadonlyMap<number, OutcomeResult>,
): number {
  const isVoid = (leg: JackpotLeg) => leg.outcomeIds.length > 0 && leg.outcomeIds.every((id) => results.get(id) === 'void');
  const winning = (leg: JackpotLeg) =>
    (byOrdinal.get(leg.ordinal) ?? []).filter((id) => results.get(id) === 'won' || results.get(id) === 'void').length;
  const byOrder = [...legs].sort((a, b) => a.ordinal - b.ordinal);
  const standIns = byOrder.filter((leg) => leg.reserve && !isVoid(leg));
  let lines = 1;
  for (const leg of byOrder.filter((l) => !l.reserve)) {
    const picks = byOrdinal.get(leg.ordinal)?.length ?? 0;
    if (!isVoid(leg)) lines *= winning(leg);
    else {
      const reserve = standIns.shift();
      lines *= reserve ? picks * winning(reserve) : picks;
    }
  }
  return lines;
}
