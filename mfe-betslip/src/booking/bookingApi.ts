import type { BookingCodeAnswer, NewBookingCode, ShellContext } from '@sportsbook/contracts';

import type { NewBookingCodeRequest } from '@sportsbook/contracts/wire';

const BOOKING_CODES_PATH = '/xapi/rest/betslips/bookingcodes';
const newCode = (outcomeIds: number[]): NewBookingCodeRequest => ({ outcomeIds });

/** Keeps the slip's outcomes on the platform under a new code. */
export async function shareSelections(api: ShellContext['api'], outcomeIds: number[]): Promise<NewBookingCode> {
  return (await api.post<NewBookingCode>(BOOKING_CODES_PATH, newCode(outcomeIds))).data;
}

/** A code's selections as they stand now: the open ones at today's prices, the closed ones named. */
export async function openBookingCode(api: ShellContext['api'], code: string): Promise<BookingCodeAnswer> {
  return (await api.get<BookingCodeAnswer>(`${BOOKING_CODES_PATH}/${encodeURIComponent(code)}`)).data;
}
