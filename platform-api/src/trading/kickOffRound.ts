/**
 * A kick-off round asked for before the simulator's next maintenance: a journey that moved a match's start
 * to now sees it go live on the next tick instead of up to a maintenance interval later. Only the kick-off
 * runs early; the schedule is filled on its own interval as before.
 */
let requested = false;

export function requestKickOffRound(): void {
  requested = true;
}

/** True once per request: the simulator takes the request when it runs the round. */
export function takeKickOffRound(): boolean {
  const was = requested;
  requested = false;
  return was;
}
