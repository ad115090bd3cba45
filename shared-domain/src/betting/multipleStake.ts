import { toBookedAmount } from '../money/scaledCurrencies';

/**
 * The minimum stake of a multiple, fixed in the client (spec 2 sections 5 and 9): 1250.00 of the player's
 * currency as the player types it. Like every stake it is booked times 1000 in the scaled currencies, so
 * a rupiah player types 1250 and the platform books 1,250,000.
 */
export const MIN_MULTIPLE_STAKE = 1250;

/** The minimum a multiple's stake is booked at, in the player's currency. */
export const minMultipleBooked = (currency: string) => toBookedAmount(MIN_MULTIPLE_STAKE, currency);

/** A multiple's stake as the player typed it is under the minimum (no stake yet is not a stake to refuse). */
export const multipleStakeUnderMin = (shownUnitStake: number | undefined) =>
  shownUnitStake !== undefined && shownUnitStake > 0 && shownUnitStake < MIN_MULTIPLE_STAKE;

/** A multiple's stake as the platform receives it (booked) is under the minimum. */
export const multipleBookedUnderMin = (bookedUnitStake: number, currency: string) =>
  bookedUnitStake < minMultipleBooked(currency);
