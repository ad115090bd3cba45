/**
 * Goals a drill or a journey asked for: event id to the side that scores. A journey that follows a goal from
 * the feed to the page cannot wait for chance; the goal is still scored by the match's own engine on its next
 * step, so its markets, scoreboard and tracker move as for any goal.
 */
const forced = new Map<number, 0 | 1>();

export function forceGoal(eventId: number, side: 0 | 1): void {
  forced.set(eventId, side);
}

/** The goal asked for this event, once: the simulator hands it to the match on its next tick. */
export function takeForcedGoal(eventId: number): 0 | 1 | undefined {
  const side = forced.get(eventId);
  forced.delete(eventId);
  return side;
}
