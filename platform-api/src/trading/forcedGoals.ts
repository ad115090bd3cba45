/**
 * Goals a drill or a journey asked for: event id to the side that scores. A journey that follows a goal from
 * the feed to the page cannot wait for chance; the goal is still scored by the match's own engine on its next
 * step of play, so its markets, scoreboard and tracker move as for any goal.
 */
const forced = new Map<number, 0 | 1>();

export function forceGoal(eventId: number, side: 0 | 1): void {
  forced.set(eventId, side);
}

/** The goal asked for this event, handed to the match on each tick until one that scored it is saved. */
export function forcedGoalOf(eventId: number): 0 | 1 | undefined {
  return forced.get(eventId);
}

/** The goal is in the saved state of the match (or the match is over): a failed tick would have scored it again. */
export function forgetForcedGoal(eventId: number): void {
  forced.delete(eventId);
}
