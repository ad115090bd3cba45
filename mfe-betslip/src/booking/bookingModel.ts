import { failedCall, type BookingCodeAnswer, type ClosedBookedSelection } from '@sportsbook/contracts';
import { orderedBets, toggleBet, type SlipState } from '../betslip';

/** Why a code did not load or a slip was not shared, as the slip says it to the player. */
export type BookingProblem = 'malformed' | 'unknown' | 'expired' | 'nothingOpen' | 'tooManyTries' | 'failed';

/**
 * The booking codes' part of the slip: the code this slip was shared as (for the outcomes it held then), the
 * last code loaded with the selections of it that had closed, and what went wrong.
 */
export interface BookingState {
  shared: { code: string; outcomeIds: number[] } | null;
  loaded: { code: string; added: number; closed: ClosedBookedSelection[]; outcomeIds: number[] } | null;
  problem: { kind: BookingProblem; code?: string; outcomeIds: number[] } | null;
  busy: boolean;
}

export const NO_BOOKING: BookingState = { shared: null, loaded: null, problem: null, busy: false };

/**
 * A code's open selections added to the slip at its prices now (the platform's), after the ones already on
 * it: one already there stays as it is, and past the brand's maximum the rest are left out (counted apart).
 */
export function addBooked(
  state: SlipState,
  selections: BookingCodeAnswer['selections'],
  maxBets: number,
  africanSlip: boolean,
): { slip: SlipState; added: number; overMax: number } {
  let slip = state;
  let added = 0;
  let overMax = 0;
  for (const selection of selections) {
    if (slip.bets[selection.outcomeId]) continue;
    const [next, outcome] = toggleBet(slip, selection, maxBets, africanSlip);
    if (outcome === 'refused-max') overMax++;
    else {
      slip = next;
      added++;
    }
  }
  return { slip: { ...slip, open: orderedBets(slip).length > 0 || state.open }, added, overMax };
}

/** The slip's outcomes in its order: what the code shared, loaded or refused is told against. */
export const slipOutcomeIds = (slip: Pick<SlipState, 'bets'>) => orderedBets(slip).map((bet) => bet.outcomeId);

const holds = (slip: Pick<SlipState, 'bets'>, then: number[]) => {
  const now = slipOutcomeIds(slip);
  return now.length === then.length && now.every((id, i) => id === then[i]);
};

/** The shared code stands for the slip while it holds exactly the outcomes it was made of. */
export function sharedCodeOf(booking: BookingState, slip: Pick<SlipState, 'bets'>): string | null {
  return booking.shared && holds(slip, booking.shared.outcomeIds) ? booking.shared.code : null;
}

/** What a load said (the code's closed selections, or why it failed) holds until the player changes the slip. */
export function currentMessages(booking: BookingState, slip: Pick<SlipState, 'bets'>): Pick<BookingState, 'loaded' | 'problem'> {
  return {
    loaded: booking.loaded && holds(slip, booking.loaded.outcomeIds) ? booking.loaded : null,
    problem: booking.problem && holds(slip, booking.problem.outcomeIds) ? booking.problem : null,
  };
}

/** The platform's refusal, read by its status and reason code; anything else (no answer, a 5xx) is a failure. */
export function problemOf(error: unknown): BookingProblem {
  const { status, code: reason } = failedCall(error);
  if (status === 404 && reason === 'BOOKING_CODE_UNKNOWN') return 'unknown';
  if (status === 410) return 'expired';
  if (status === 400 && reason === 'BOOKING_CODE_MALFORMED') return 'malformed';
  if (status === 409) return 'nothingOpen';
  if (status === 429) return 'tooManyTries';
  return 'failed';
}
