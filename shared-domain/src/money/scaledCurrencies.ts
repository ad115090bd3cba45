/**
 * Currencies whose amounts players see in thousands (spec 2 section 4): a stake typed as 50 is 50,000.
 * The spec names VND, IDR, LAK, MMK and KHR for special handling; they are the scaled ones here.
 */
export const SCALED_CURRENCIES: readonly string[] = ['VND', 'IDR', 'LAK', 'MMK', 'KHR'];
export const CURRENCY_SCALE = 1000;

export const isScaledCurrency = (currency: string) => SCALED_CURRENCIES.includes(currency.toUpperCase());

/** A stake as the player types it to the amount the platform books. */
export const toBookedAmount = (displayed: number, currency: string) =>
  isScaledCurrency(currency) ? displayed * CURRENCY_SCALE : displayed;

/** An amount the platform books to what the player sees. */
export const toDisplayedAmount = (booked: number, currency: string) =>
  isScaledCurrency(currency) ? booked / CURRENCY_SCALE : booked;

/** Stake limits from bet_stake_min_amount and bet_stake_max_amount, times 1000 for the scaled currencies. */
export function stakeLimits(min: number, max: number, currency: string): { min: number; max: number } {
  return { min: toBookedAmount(min, currency), max: toBookedAmount(max, currency) };
}
