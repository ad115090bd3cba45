import { currencyDigits } from './currencyDigits';
import { CURRENCY_SCALE, isScaledCurrency } from './scaledCurrencies';

/**
 * An amount of money as the platform books it: whole minor units of one currency (cents of EUR, yen of JPY,
 * rupiah of IDR), so sums never drift. Players of the scaled currencies see it in thousands.
 */
export interface Money {
  readonly minor: number;
  readonly currency: string;
}

const unitsPerMajor = (currency: string) => 10 ** currencyDigits(currency);

/** A booked amount in major units (what the platform's wire carries) as Money. */
export function moneyOf(amount: number, currency: string): Money {
  return { minor: Math.round(amount * unitsPerMajor(currency)), currency: currency.toUpperCase() };
}

/** Money back to major units, for the wire. */
export const amountOf = (money: Money): number => money.minor / unitsPerMajor(money.currency);

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`cannot add ${b.currency} to ${a.currency}`);
  return { minor: a.minor + b.minor, currency: a.currency };
}

/** How many booked units one shown unit is: 1000 for the scaled currencies (spec 2 sections 4 and 9), else 1. */
export const currencyScale = (currency: string) => (isScaledCurrency(currency) ? CURRENCY_SCALE : 1);

/** The amount the player sees: divided by 1000 for a scaled currency. */
export const shownAmount = (money: Money): number => amountOf(money) / currencyScale(money.currency);

/** What the player typed or sees (thousands for a scaled currency) as the Money the platform books. */
export const moneyFromShown = (shown: number, currency: string): Money => moneyOf(shown * currencyScale(currency), currency);

/**
 * Decimals shown: a scaled currency is shown in thousands with two (5,750 rupiah is 5.75), any other with
 * its own minor unit's (none for JPY and KRW).
 */
export const shownDigits = (currency: string) => (isScaledCurrency(currency) ? 2 : currencyDigits(currency));
