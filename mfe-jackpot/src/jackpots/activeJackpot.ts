import type { ActiveJackpot, JackpotEvent, JackpotOutcome } from '@sportsbook/contracts';
import type { JackpotLeg } from '@sportsbook/domain';

export const ACTIVE_JACKPOTS_PATH = '/xapi/rest/jackpotbetweb/active';

/** Events in ordinal order, whatever order the platform sent them in. */
export const eventsByOrdinal = (jackpot: ActiveJackpot): JackpotEvent[] =>
  [...jackpot.events].sort((a, b) => a.ordinal - b.ordinal);

/** What the jackpot rules need of each event. */
export const legsOf = (jackpot: ActiveJackpot): JackpotLeg[] =>
  eventsByOrdinal(jackpot).map((e) => ({
    ordinal: e.ordinal,
    reserve: e.reserve,
    marketId: e.market.id,
    outcomeIds: e.market.outcomes.map((o) => o.id),
  }));

/**
 * The jackpotEvent of /jackpot/sport/{jackpotEvent} (spec 2 section 2): the jackpot the page opens on.
 * The query parameter jackpotEvent, which the spec also reads, names it the same way.
 */
export function jackpotEventOf(path: string, search = ''): number | null {
  const fromPath = /^\/jackpot\/sport\/(\d+)(?:[/-]|$)/.exec(path)?.[1];
  const fromQuery = new URLSearchParams(search).get('jackpotEvent');
  const value = Number(fromPath ?? fromQuery);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The jackpot to show: the one the route names when it is active, else the first. */
export function chooseJackpot(jackpots: ActiveJackpot[], jackpotEvent: number | null): ActiveJackpot | undefined {
  return jackpots.find((j) => j.jackpotId === jackpotEvent) ?? jackpots[0];
}

/** Main events and reserves, counted for the board's heading. */
export function eventCounts(jackpot: ActiveJackpot): { main: number; reserves: number } {
  const reserves = jackpot.events.filter((e) => e.reserve).length;
  return { main: jackpot.events.length - reserves, reserves };
}

/**
 * The short label of an outcome on the board: 1, X and 2 for a three-way match market (by the
 * market's own order), the description otherwise.
 */
export function outcomeLabel(outcome: JackpotOutcome, market: JackpotEvent['market']): string {
  if (market.outcomes.length !== 3) return outcome.description;
  const index = [...market.outcomes].sort((a, b) => a.ordinalPosition - b.ordinalPosition).indexOf(outcome);
  return ['1', 'X', '2'][index] ?? outcome.description;
}

/** A jackpot takes no bets from its first kick-off: the platform says so, or the clock does before the next poll. */
export const isJackpotClosed = (jackpot: ActiveJackpot, now: number): boolean =>
  jackpot.status === 'closed' || now >= Date.parse(jackpot.closesAt);

/**
 * The jackpot on screen after a poll: the one the route names, else the first. A jackpot already on screen
 * that has left the list closed when one of its matches started (the platform lists open ones only): it
 * stays on screen, closed, so the player sees why the picks cannot be placed, with the next jackpot offered.
 */
export function shownJackpot(
  list: ActiveJackpot[],
  jackpotEvent: number | null,
  previous: ActiveJackpot | undefined,
): { jackpot?: ActiveJackpot; left: boolean; next?: ActiveJackpot } {
  const stillWanted = previous && (jackpotEvent === null || jackpotEvent === previous.jackpotId);
  if (stillWanted && !list.some((j) => j.jackpotId === previous.jackpotId))
    return { jackpot: previous, left: true, next: list[0] };
  return { jackpot: chooseJackpot(list, jackpotEvent), left: false };
}
