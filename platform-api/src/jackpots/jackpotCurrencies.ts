/**
 * What one jackpot line costs in each currency the brands take, in booked units: the EUR line of 1 at a
 * tidy local amount. The prize is a fixed number of lines, so every currency's prize is worth the same.
 * A currency not listed is priced like EUR.
 */
export const LINE_STAKE: Readonly<Record<string, number>> = {
  EUR: 1,
  GBP: 1,
  USD: 1,
  KES: 150,
  GHS: 15,
  PHP: 60,
  INR: 90,
  IDR: 15_000,
  VND: 25_000,
  LAK: 20_000,
  MMK: 2_000,
  KHR: 4_000,
  THB: 35,
  MYR: 5,
  PLN: 5,
  TRY: 30,
  RUB: 100,
  CNY: 7,
  RMB: 7,
  JPY: 150,
  KRW: 1_500,
};

export const lineStakeIn = (currency: string): number => LINE_STAKE[currency.toUpperCase()] ?? LINE_STAKE.EUR;

/** A jackpot's unit stake and prize, kept in lines, as amounts of one currency. */
export function jackpotTermsIn(currency: string, lines: { unitStake: number; prize: number }) {
  const line = lineStakeIn(currency);
  return { currency: currency.toUpperCase(), unitStake: lines.unitStake * line, jackpotPrize: lines.prize * line };
}
