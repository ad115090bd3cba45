import type { BetslipSelection } from '../domain/betslip';

/** Why a shared selection cannot go on the slip now, as the slip names it to the player. */
export type ClosedReason = 'suspended' | 'closed' | 'started' | 'event-over';

/** A shared selection that has closed since: named, so the player knows what the friend had picked. */
export interface ClosedBookedSelection {
  outcomeId: number;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
  reason: ClosedReason;
}

/** The answer of `POST /xapi/rest/betslips/bookingcodes` (body `{ outcomeIds }`). */
export interface NewBookingCode {
  code: string;
  expiresAt: string;
}

/**
 * The answer of `GET /xapi/rest/betslips/bookingcodes/{code}`: the selections still open, at today's prices,
 * and the ones that closed. An unknown code is a 404 (`BOOKING_CODE_UNKNOWN`), an expired one a 410
 * (`BOOKING_CODE_EXPIRED`), each with a message.
 */
export interface BookingCodeAnswer extends NewBookingCode {
  selections: Omit<BetslipSelection, 'ref' | 'includeInMultiples'>[];
  closed: ClosedBookedSelection[];
}
