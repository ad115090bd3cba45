import { randomInt } from 'node:crypto';
import type { BookingCodeAnswer, ClosedBookedSelection, NewBookingCode } from '@sportsbook/contracts';
import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { bookedSelectionState, bookingCodeExpiry } from './bookingCodeRules';
import type { SlipOutcome } from './slipSelections';
import { slipSelectionOf } from './slipEngine';

/** What a code keeps of each selection: its outcome, and its names as the sharer saw them, to name it once closed. */
interface StoredSelection {
  outcomeId: number;
  eventDescription: string;
  marketDescription: string;
  outcomeDescription: string;
}

/** Expired codes are kept this long, then the next code made deletes them. */
const KEPT_AFTER_EXPIRY = '7 days';

const randomCode = () =>
  Array.from({ length: BOOKING_CODE_LENGTH }, () => BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)]).join('');

/**
 * Keeps the selections of `outcomeIds` under a new random code of `brand`. Every outcome must exist, and one
 * at least must still be open: a slip whose selections have all closed has nothing to share.
 */
export async function newBookingCode(
  db: Pick<Database, 'query' | 'transaction'>,
  brand: string,
  outcomeIds: number[],
  outcomes: Map<number, SlipOutcome>,
  now = new Date(),
): Promise<NewBookingCode> {
  const unknown = outcomeIds.find((id) => !outcomes.has(id));
  if (unknown !== undefined) throw new HttpError(404, `no outcome ${unknown}`, 'OUTCOME_UNKNOWN');
  const booked = outcomeIds.map((id) => outcomes.get(id)!);
  if (!booked.some((outcome) => bookedSelectionState(outcome) === 'open'))
    throw new HttpError(409, 'every selection on the slip has closed: there is nothing to share', 'BOOKING_CODE_NOTHING_OPEN');
  const selections: StoredSelection[] = booked.map((o) => ({
    outcomeId: o.outcomeId,
    eventDescription: o.eventDescription,
    marketDescription: o.marketDescription,
    outcomeDescription: o.outcomeDescription,
  }));
  const kickOffs = await eventDates(db, booked);
  const expiresAt = bookingCodeExpiry(kickOffs, now);
  return db.transaction(async (tx) => {
    await tx.query(`DELETE FROM booking_codes WHERE expires_at < now() - interval '${KEPT_AFTER_EXPIRY}'`);
    // 2^40 codes: a clash is rare, and a second draw all but never clashes again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomCode();
      const inserted = await tx.query(
        `INSERT INTO booking_codes (code, brand, selections, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO NOTHING RETURNING code`,
        [code, brand, JSON.stringify(selections), expiresAt.toISOString()],
      );
      if (inserted.length) return { code, expiresAt: expiresAt.toISOString() };
    }
    throw new Error('no free booking code after 5 draws');
  });
}

async function eventDates(db: Pick<Database, 'query'>, outcomes: SlipOutcome[]): Promise<Date[]> {
  const rows = await db.query<{ event_date: string | Date }>('SELECT event_date FROM events WHERE id = ANY($1::bigint[])', [
    [...new Set(outcomes.map((o) => o.eventId))],
  ]);
  return rows.map((row) => new Date(row.event_date));
}

/** A code's selections as it was made, or an unknown (404) or expired (410) code's error. */
export async function storedBookingCode(
  db: Pick<Database, 'query'>,
  brand: string,
  code: string,
): Promise<{ selections: StoredSelection[]; expiresAt: string }> {
  const [row] = await db.query<{ selections: StoredSelection[] | string; expires_at: string | Date; expired: boolean }>(
    'SELECT selections, expires_at, expires_at <= now() AS expired FROM booking_codes WHERE code = $1 AND brand = $2',
    [code, brand],
  );
  if (!row) throw new HttpError(404, `There is no booking code ${code}`, 'BOOKING_CODE_UNKNOWN');
  if (row.expired) throw new HttpError(410, `The booking code ${code} has expired`, 'BOOKING_CODE_EXPIRED');
  const selections = typeof row.selections === 'string' ? (JSON.parse(row.selections) as StoredSelection[]) : row.selections;
  return { selections, expiresAt: new Date(row.expires_at).toISOString() };
}

/**
 * A code's selections as they stand now: the open ones at today's prices (in the reader's language, as
 * `outcomes` names them), the closed ones named with why. A code whose events are all over has expired.
 */
export function bookingCodeAnswer(
  code: string,
  stored: { selections: StoredSelection[]; expiresAt: string },
  outcomes: Map<number, SlipOutcome>,
): BookingCodeAnswer {
  const selections: BookingCodeAnswer['selections'] = [];
  const closed: ClosedBookedSelection[] = [];
  for (const kept of stored.selections) {
    const outcome = outcomes.get(kept.outcomeId);
    const state = bookedSelectionState(outcome);
    if (state === 'open' && outcome) {
      selections.push(slipSelectionOf(outcome));
    } else if (state !== 'open') {
      closed.push({
        outcomeId: kept.outcomeId,
        eventDescription: outcome?.eventDescription ?? kept.eventDescription,
        marketDescription: outcome?.marketDescription ?? kept.marketDescription,
        outcomeDescription: outcome?.outcomeDescription ?? kept.outcomeDescription,
        reason: state,
      });
    }
  }
  if (!selections.length && closed.every((selection) => selection.reason === 'event-over'))
    throw new HttpError(410, `The booking code ${code} has expired: its events are over`, 'BOOKING_CODE_EXPIRED');
  return { code, expiresAt: stored.expiresAt, selections, closed };
}
