import type { JackpotTermsTable } from '../jackpots/jackpotTerms';

/**
 * The jackpot terms the seeded brands start from, per currency they take: a line at a tidy local amount
 * near one euro, and a prize of 100,000 lines, so every currency's prize is worth about the same. Operators
 * change them per brand (savanna below); the platform prices from the brand's copy, never from this one.
 */
export const SEED_JACKPOT_TERMS: JackpotTermsTable = Object.fromEntries(
  Object.entries({
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
  }).map(([currency, lineStake]) => [currency, { lineStake, prize: lineStake * 100_000 }]),
);

/** Savanna sells its jackpot at KES 100 a line for a KES 25 million prize, its own marketing, not the seed's. */
export const SAVANNA_JACKPOT_TERMS: JackpotTermsTable = {
  ...SEED_JACKPOT_TERMS,
  KES: { lineStake: 100, prize: 25_000_000 },
};
