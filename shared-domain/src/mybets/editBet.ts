/**
 * Edit bet (issue 42): a leg removed from, or added to, an open multiple at today's prices. The platform
 * cashes the bet out at its offer and places a new bet of that value on the legs asked for, in one
 * transaction; the player sees the new bet's price and returns first (a quote), then confirms it.
 */

/** POST .../openbet/{betId}/edit/quote: the legs to take off (outcome ids of the bet) and to add; the route's schema's type. */
export type { BetEditRequest } from '@sportsbook/contracts/wire';

/** One leg of the bet an edit would place, at its price now. */
export interface BetEditLeg {
  outcomeId: number;
  eventId: number;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
  price: number;
}

/** What an edit would do, held a while (at least cashout_timeout): the offer becomes the new bet's stake. */
export interface BetEditQuote {
  quoteId: string;
  betId: number;
  /** The cash-out offer of the bet as it stands, which the new bet stakes in full. */
  stake: number;
  odds: number;
  potentialReturns: number;
  legs: BetEditLeg[];
  expiresAt: string;
  /** The bet as it stands, for the comparison the player reads before confirming. */
  was: { stake: number; odds: number | null; potentialReturns: number };
}

/** POST .../openbet/{betId}/edit with the quote's id. */
export interface BetEditConfirm {
  quoteId: string;
}

/** The new bet an edit placed, and the balance after (the cash out and the stake leave it as it was). */
export interface BetEdited {
  oldBetId: number;
  betId: number;
  reference: string;
  stake: number;
  odds: number;
  potentialReturns: number;
  balance: number;
}

/** A selection the player may add to an edited bet: a pre-match match's result, a leg with its kick-off. */
export interface BetEditCandidate extends BetEditLeg {
  eventDate: string;
}

/** The codes of an edit refused because the world moved since the quote: the client asks for a new one. */
export const BET_EDIT_CHANGED = 'BET_EDIT_CHANGED';
export const BET_EDIT_QUOTE_EXPIRED = 'BET_EDIT_QUOTE_EXPIRED';
