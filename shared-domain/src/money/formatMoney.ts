import { moneyFromShown, moneyOf, shownAmount, shownDigits, type Money } from './money';

/**
 * An amount in `locale`'s digits, separators and grouping (the remotes pass the page's language: 1.234,50 on
 * a German page). Spec 1 section 9's '.' decimal and ',' thousands separators are what English writes, and the
 * default.
 */
export function formatAmount(amount: number, digits = 2, locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount === 0 ? 0 : amount,
  );
}

/** Money as the player sees it: the currency code, then the amount in the currency's shown scale. */
export function formatMoney(money: Money, locale?: string): string {
  return `${money.currency} ${formatAmount(shownAmount(money), shownDigits(money.currency), locale)}`;
}

/** An amount the platform booked (balance, stake, returns, cash out) in major units of its currency. */
export const formatBooked = (amount: number, currency: string, locale?: string) => formatMoney(moneyOf(amount, currency), locale);

/** An amount already in the shown scale (what the betslip's stake field holds: thousands for IDR). */
export const formatShown = (shown: number, currency: string, locale?: string) =>
  formatMoney(moneyFromShown(shown, currency), locale);
