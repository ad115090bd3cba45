import type { OddsType } from '@sportsbook/contracts';

/** Euro odds show three decimals below 1.01, else two (spec 2 section 9). */
export function formatEuro(decimal: number): string {
  return decimal < 1.01 ? decimal.toFixed(3) : decimal.toFixed(2);
}

/** Hong Kong odds: the profit per unit staked. */
export const toHongKong = (decimal: number) => decimal - 1;

/** American odds: +profit per 100 staked from evens up, -stake needed to win 100 below. */
export const toAmerican = (decimal: number) => (decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1));

/** Malay odds: positive up to evens (decimal 2), negative above. */
export const toMalay = (decimal: number) => (decimal <= 2 ? decimal - 1 : -1 / (decimal - 1));

/** Indonesian odds: positive from evens up, negative below. */
export const toIndo = (decimal: number) => (decimal >= 2 ? decimal - 1 : -1 / (decimal - 1));

/**
 * Whether a price shows as negative (spec 2 section 5): only with the negative-odds setting on, and only
 * malay above decimal 2 or indo and us below 2.
 */
export function isNegativeDisplay(decimal: number, format: OddsType, negativeOddsEnabled: boolean): boolean {
  if (!negativeOddsEnabled) return false;
  if (format === 'malay') return decimal > 2;
  if (format === 'indo' || format === 'us') return decimal < 2;
  return false;
}

/** A decimal price in the player's odds format. Without negative odds, the positive (profit) form is shown. */
export function formatOdds(decimal: number, format: OddsType | 'not_selected', negativeOddsEnabled = false): string {
  if (!(decimal > 1)) return '-';
  switch (format) {
    case 'hk':
      return toHongKong(decimal).toFixed(2);
    case 'malay':
      return (isNegativeDisplay(decimal, 'malay', negativeOddsEnabled) ? toMalay(decimal) : toHongKong(decimal)).toFixed(2);
    case 'indo':
      return (isNegativeDisplay(decimal, 'indo', negativeOddsEnabled) ? toIndo(decimal) : toHongKong(decimal)).toFixed(2);
    case 'us': {
      const value = isNegativeDisplay(decimal, 'us', negativeOddsEnabled) ? toAmerican(decimal) : (decimal - 1) * 100;
      return `${value > 0 ? '+' : ''}${Math.round(value)}`;
    }
    default:
      return formatEuro(decimal);
  }
}
