/**
 * Booking codes: a slip's selections shared as a short code, read aloud or typed by a friend. The code's
 * letters are Crockford's base 32 (digits and capitals without I, L, O and U), so what is easy to confuse
 * is not in it, and what a player types by mistake for it (o for 0, i or l for 1, lower case, spaces and
 * dashes) still reads as the code. Eight of them make 2^40 codes: made at random, a guesser finds nothing.
 */
export const BOOKING_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BOOKING_CODE_LENGTH = 8;
/** The query parameter of a shared link: any page of the site with it loads the code into the slip. */
export const BOOKING_CODE_PARAM = 'bookingCode';

const TYPED_FOR: Record<string, string> = { O: '0', I: '1', L: '1' };

/** The code a player typed or a link carried, in its stored form; null when it cannot be a code. */
export function normaliseBookingCode(typed: string): string | null {
  if (typed.length > 40) return null;
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (letter) => TYPED_FOR[letter]);
  if (code.length !== BOOKING_CODE_LENGTH) return null;
  return [...code].every((letter) => BOOKING_CODE_ALPHABET.includes(letter)) ? code : null;
}

/** As a player reads it: two groups of four (`7KQ2-M9XD`). */
export function formatBookingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The code a page's query string carries (`?bookingCode=7KQ2-M9XD`), or null. */
export function bookingCodeIn(search: string): string | null {
  const value = new URLSearchParams(search).get(BOOKING_CODE_PARAM);
  return value === null ? null : normaliseBookingCode(value);
}

/** The link that opens `code` on the site: the page the player is on (its query kept: a brand, a locale), with the code. */
export function bookingCodeLink(page: string, code: string): string {
  const url = new URL(page);
  url.searchParams.set(BOOKING_CODE_PARAM, formatBookingCode(code));
  url.hash = '';
  return url.toString();
}
