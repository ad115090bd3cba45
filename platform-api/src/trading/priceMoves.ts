/**
 * When an in-play market shows new prices. Real feeds move prices on match events (a goal, a period's end)
 * and let them drift slowly between; a market repriced on every tick of the model (its time decay moves some
 * price a ladder step every second) refused most bets placed through the 3 s in-play delay for a price
 * change. So between events a market keeps its prices until they have stood QUIET_REPRICE_SECONDS, or the
 * model has moved an outcome's probability by SIGNIFICANT_DRIFT from the one its price implies (late in a
 * match time alone moves prices fast, and a player's shot moves his props: they follow at once). The drift
 * is counted in probability, not relative to it: a long shot's price wanders in wide steps for a small change.
 */
export const QUIET_REPRICE_SECONDS = 60;
export const SIGNIFICANT_DRIFT = 0.04;

export interface PriceMoveContext {
  /** The match had an event this tick that moves its prices (a goal, a period's end: what suspends it too). */
  eventful: boolean;
  /** The market opened or suspended this tick. */
  statusChanged: boolean;
  /** Real seconds the market's prices have stood, this tick's included. */
  quietFor: number;
}

/** The largest change of an outcome's implied probability between two sets of prices. */
export function drift(shown: readonly number[], model: readonly number[]): number {
  return Math.max(0, ...shown.map((price, i) => Math.abs(1 / model[i] - 1 / price)));
}

/** Whether the market shows the model's prices now, or keeps the ones it shows. */
export function repriceNow(shown: readonly number[], model: readonly number[], context: PriceMoveContext): boolean {
  return (
    context.eventful ||
    context.statusChanged ||
    context.quietFor >= QUIET_REPRICE_SECONDS ||
    drift(shown, model) >= SIGNIFICANT_DRIFT
  );
}
