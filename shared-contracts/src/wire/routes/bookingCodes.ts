import { Type, type Static } from '@sinclair/typebox';
import { BigintId } from './inputBounds';

/** A slip's outcomes kept under a new booking code. */
export const NewBookingCodeBody = Type.Object(
  { outcomeIds: Type.Array(BigintId(), { minItems: 1, maxItems: 50, uniqueItems: true }) },
  { additionalProperties: false },
);
export type NewBookingCodeRequest = Static<typeof NewBookingCodeBody>;

/** A code as a reader typed it: the platform normalises it. */
export const BookingCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
