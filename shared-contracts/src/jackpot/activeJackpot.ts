/** The active jackpots as GET /xapi/rest/jackpotbetweb/active answers them (the platform writes, the jackpot remote reads). */

/** An outcome of a jackpot event's market, as GET /xapi/rest/jackpotbetweb/active lists it. */
export interface JackpotOutcome {
  id: number;
  description: string;
  ordinalPosition: number;
}

/** One event of a jackpot, by ordinal; reserves stand in for main events that do not take place. */
export interface JackpotEvent {
  ordinal: number;
  reserve: boolean;
  eventId: number;
  eventDescription: string;
  eventDate: string;
  market: { id: number; description: string; status: string; outcomes: JackpotOutcome[] };
}

export interface ActiveJackpot {
  jackpotId: number;
  name: string;
  jackpotPrize: number;
  /** The stake of one line; the slip's stake per line is a multiple of it. */
  unitStake: number;
  /** The currency of the prize and stakes: the player's when logged in, else the brand's. */
  currency: string;
  /** 'closed' from the moment any of its matches starts: it takes no more bets (spec 2, past-posting). */
  status: 'open' | 'closed';
  closesAt: string;
  events: JackpotEvent[];
}
