import { DEPOSIT_LIMIT_INCREASE_WAIT_HOURS, DEPOSIT_LIMIT_WINDOWS, type DepositLimitPeriod } from '@sportsbook/domain';

const HOUR_MS = 60 * 60 * 1000;

/** A limit in whole minor units; null is no limit, which is higher than any amount. */
export type LimitMinor = number | null;

/** What asking for `wanted` does to a limit of `current`: a lower limit applies at once, a higher one waits. */
export function limitChange(current: LimitMinor, wanted: LimitMinor): 'same' | 'decrease' | 'increase' {
  if (current === wanted) return 'same';
  if (wanted === null) return 'increase';
  if (current === null) return 'decrease';
  return wanted < current ? 'decrease' : 'increase';
}

/** When a raise asked for at `askedAt` may be confirmed: after the cooling-off, never at once. */
export function increaseDueAt(askedAt: Date): Date {
  return new Date(askedAt.getTime() + DEPOSIT_LIMIT_INCREASE_WAIT_HOURS * HOUR_MS);
}

/** The start of a period's rolling window ending at `now`: deposits since then count against its limit. */
export function windowStart(period: DepositLimitPeriod, now: Date): Date {
  return new Date(now.getTime() - DEPOSIT_LIMIT_WINDOWS[period] * HOUR_MS);
}

/** The first period whose limit a deposit of `amount` would pass, with what was left of it; none when it fits all. */
export function exceededLimit(
  limits: Record<DepositLimitPeriod, LimitMinor>,
  used: Record<DepositLimitPeriod, number>,
  amount: number,
): { period: DepositLimitPeriod; limit: number; left: number } | undefined {
  for (const period of Object.keys(DEPOSIT_LIMIT_WINDOWS) as DepositLimitPeriod[]) {
    const limit = limits[period];
    if (limit !== null && used[period] + amount > limit) return { period, limit, left: Math.max(0, limit - used[period]) };
  }
  return undefined;
}
