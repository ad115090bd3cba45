import type { BetEditCandidate, BetEditRequest } from '@sportsbook/domain';
import type { MyBet } from '@sportsbook/contracts';

/**
 * An open multiple can be edited while every leg is still undecided with its market open (the platform
 * cashes the bet out at its offer, so the bet needs one).
 */
export function editOffered(bet: MyBet): boolean {
  return (
    bet.status === 'open' &&
    bet.kind === 'multiple' &&
    bet.cashoutValue != null &&
    bet.selections.every((leg) => leg.result === null && leg.marketStatus === 'open')
  );
}

/** What the player has chosen so far: legs of the bet to take off, selections to put on. */
export interface EditChoice {
  removed: number[];
  added: BetEditCandidate[];
}

export const NO_CHANGE: EditChoice = { removed: [], added: [] };

/** Takes a leg off, or puts it back. */
export const toggleRemoved = (choice: EditChoice, outcomeId: number): EditChoice => ({
  ...choice,
  removed: choice.removed.includes(outcomeId) ? choice.removed.filter((id) => id !== outcomeId) : [...choice.removed, outcomeId],
});

/** Adds a selection, replacing one already added on the same match (a bet has one leg a match). */
export const withAdded = (choice: EditChoice, candidate: BetEditCandidate): EditChoice => ({
  ...choice,
  added: [...choice.added.filter((leg) => leg.eventId !== candidate.eventId), candidate],
});

export const withoutAdded = (choice: EditChoice, outcomeId: number): EditChoice => ({
  ...choice,
  added: choice.added.filter((leg) => leg.outcomeId !== outcomeId),
});

/** The legs the edited bet keeps: at least one, or the edit is a cash out. */
export const legsLeft = (bet: MyBet, choice: EditChoice) =>
  bet.selections.filter((leg) => !choice.removed.includes(leg.outcomeId)).length + choice.added.length;

/** The request for the platform's quote, or null while the choice changes nothing or leaves no leg. */
export function editRequest(bet: MyBet, choice: EditChoice): BetEditRequest | null {
  if (!choice.removed.length && !choice.added.length) return null;
  if (legsLeft(bet, choice) < 1) return null;
  return { remove: choice.removed, add: choice.added.map((leg) => leg.outcomeId) };
}

/** Matches the player may add from: a bet's own matches are not offered again, nor one already added. */
export function addableMatches(bet: MyBet, choice: EditChoice, candidates: BetEditCandidate[]) {
  const taken = new Set([...bet.selections.map((leg) => leg.eventId), ...choice.added.map((leg) => leg.eventId)]);
  const matches = new Map<
    number,
    { eventId: number; eventDescription: string; eventDate: string; outcomes: BetEditCandidate[] }
  >();
  for (const candidate of candidates) {
    if (taken.has(candidate.eventId)) continue;
    const match = matches.get(candidate.eventId) ?? {
      eventId: candidate.eventId,
      eventDescription: candidate.eventDescription,
      eventDate: candidate.eventDate,
      outcomes: [],
    };
    match.outcomes.push(candidate);
    matches.set(candidate.eventId, match);
  }
  return [...matches.values()];
}
