import { amountOf, moneyOf } from '@sportsbook/domain';

/** What one jackpot line costs and what the jackpot pays in one currency, in booked units (IDR in rupiah). */
export interface JackpotTerms {
  lineStake: number;
  prize: number;
}

/** A brand's jackpot terms by currency code: operator configuration, kept in the brand's content. */
export type JackpotTermsTable = Readonly<Record<string, JackpotTerms>>;

/** A jackpot's price as the spec's jackpot answers it: the stake of one line and the prize, in one currency. */
export interface JackpotPrice {
  currency: string;
  unitStake: number;
  jackpotPrize: number;
}

const wholeAndPositive = (value: unknown, currency: string) =>
  typeof value === 'number' && value > 0 && Number.isFinite(value) && amountOf(moneyOf(value, currency)) === value;

/**
 * The jackpot's line stake and prize in a currency, from the brand's table. A currency the brand does not
 * list, or lists with an amount that is not a positive whole number of its minor units, is not offered:
 * null, so the player is told rather than charged a made-up price.
 */
export function jackpotPriceIn(currency: string, table: JackpotTermsTable | undefined): JackpotPrice | null {
  const code = currency.toUpperCase();
  const terms = table?.[code];
  if (!terms || !wholeAndPositive(terms.lineStake, code) || !wholeAndPositive(terms.prize, code)) return null;
  return { currency: code, unitStake: terms.lineStake, jackpotPrize: terms.prize };
}
