/**
 * Events a drill or a journey asked to play faster than the rest of the world: event id to a factor on
 * the simulator's speed. A journey that follows a bet to settlement cannot wait a match's real length at
 * SIM_SPEED; hurrying only that event keeps every other clock and price as it is, and the event still ends,
 * results and settles through the simulator's own engines and the platform's settlement.
 */
export const MAX_HURRY_FACTOR = 100;

const hurried = new Map<number, number>();

export function hurryEvent(eventId: number, factor: number): void {
  if (!Number.isFinite(factor) || factor < 1 || factor > MAX_HURRY_FACTOR)
    throw new RangeError(`factor must be between 1 and ${MAX_HURRY_FACTOR}`);
  if (factor === 1) hurried.delete(eventId);
  else hurried.set(eventId, factor);
}

export function hurryFactor(eventId: number): number {
  return hurried.get(eventId) ?? 1;
}

/** A finished event needs no hurry any more. */
export function forgetHurry(eventId: number): void {
  hurried.delete(eventId);
}
