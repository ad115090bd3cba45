/** Quick stake buttons per currency (spec 1 and 2, section 9); four each. */
const QUICK_STAKES: Record<string, number[]> = {
  EUR: [5, 25, 100, 500],
  GBP: [5, 25, 100, 500],
  USD: [5, 25, 100, 500],
  KES: [5, 25, 100, 500],
  GHS: [5, 25, 100, 500],
  PHP: [5, 25, 100, 500],
  IDR: [50, 250, 1000, 5000],
  INR: [250, 1000, 5000, 25000],
  KRW: [5000, 25000, 100000, 500000],
  MYR: [25, 100, 500, 2500],
  PLN: [25, 100, 500, 2500],
  TRY: [25, 100, 500, 2500],
  RMB: [50, 250, 1000, 5000],
  CNY: [50, 250, 1000, 5000],
  RUB: [250, 1000, 5000, 25000],
  THB: [100, 500, 2500, 10000],
  VND: [100, 500, 2500, 10000],
  LAK: [100, 500, 2500, 10000],
  MMK: [100, 500, 2500, 10000],
  KHR: [100, 500, 2500, 10000],
};

export const DEFAULT_QUICK_STAKES: readonly number[] = [10, 25, 100, 500];

export function defaultQuickStakes(): Record<string, number[]> {
  return Object.fromEntries(Object.entries(QUICK_STAKES).map(([code, values]) => [code, [...values]]));
}

/** The configured buttons for a currency, else the table's, else the default four. */
export function quickStakesFor(currency: string, configured: Record<string, number[]> = QUICK_STAKES): number[] {
  const code = currency.toUpperCase();
  return [...(configured[code] ?? QUICK_STAKES[code] ?? DEFAULT_QUICK_STAKES)];
}
