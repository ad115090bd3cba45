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
  return { minor: roundMinor(amount * unitsPerMajor(currency)), currency: currency.toUpperCase() };
}

/**
 * A computed amount of minor units (a stake times odds, a share of a prize) to a whole one, halves away
 * from zero. Binary floating point writes some exact halves a hair short (0.15 x 1.7 is 25.4999... cents),
 * so the value is first cut to a millionth of a minor unit, far below any real product's own digits.
 */
export function roundMinor(value: number): number {
  const whole = Math.round(Math.abs(Number(value.toFixed(6))));
  return value < 0 && whole > 0 ? -whole : whole;
}

/** A booked amount in major units (the wire's) as whole minor units: what the database stores and sums. */
export const toMinorUnits = (amount: number, currency: string): number => moneyOf(amount, currency).minor;

/** Whole minor units as the wire's major units: cents to euros, rupiah to rupiah. */
export const fromMinorUnits = (minor: number, currency: string): number => amountOf({ minor, currency });

/** Whether an amount is a whole number of its currency's minor units: no tenth of a cent, no half yen. */
export const isWholeMinorAmount = (amount: number, currency: string): boolean =>
  Number.isFinite(amount) && fromMinorUnits(toMinorUnits(amount, currency), currency) === amount;

/** Money back to major units, for the wire. */
export const amountOf = (money: Money): number => {
  const amount = money.minor / unitsPerMajor(money.currency);
  // Never a negative zero on the wire.
  return amount === 0 ? 0 : amount;
};

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
