import {
  amountOf,
  moneyFromShown,
  moneyOf,
  shownAmount,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type DepositLimits,
} from '@sportsbook/domain';
import type { DepositLimitsRequest } from '@sportsbook/contracts/wire';

/** Each period's words (translation key, English). */
export const PERIOD_LABELS: Record<DepositLimitPeriod, [string, string]> = {
  daily: ['account.limits.daily', 'Daily limit'],
  weekly: ['account.limits.weekly', 'Weekly limit'],
  monthly: ['account.limits.monthly', 'Monthly limit'],
};

export type LimitInputs = Record<DepositLimitPeriod, string>;

/**
 * The fields as the form opens: each period's limit as it applies now, empty for none, in the scale the
 * player sees amounts (thousands for a scaled currency, spec 2 section 9).
 */
export function limitInputs(limits: DepositLimits): LimitInputs {
  const inputs = { daily: '', weekly: '', monthly: '' };
  for (const limit of limits.limits)
    inputs[limit.period] = limit.amount === null ? '' : String(shownAmount(moneyOf(limit.amount, limits.currency)));
  return inputs;
}

/** An amount the player typed (in the shown scale) as the amount the platform books. */
export function bookedAmount(typed: string, currency: string): number | null {
  const text = typed.trim().replace(',', '.');
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? amountOf(moneyFromShown(Number(text), currency)) : null;
}

/**
 * The request the fields make: an empty field is no limit, anything else an amount of at most two decimals.
 * The first field that is not one is named instead.
 */
export function limitsRequest(
  inputs: LimitInputs,
  currency: string,
): { request: DepositLimitsRequest } | { invalid: DepositLimitPeriod } {
  const empty = (period: DepositLimitPeriod) => inputs[period].trim() === '';
  const invalid = DEPOSIT_LIMIT_PERIODS.find((period) => !empty(period) && bookedAmount(inputs[period], currency) === null);
  if (invalid) return { invalid };
  const limit = (period: DepositLimitPeriod) => (empty(period) ? null : bookedAmount(inputs[period], currency));
  return { request: { daily: limit('daily'), weekly: limit('weekly'), monthly: limit('monthly') } };
}

/** What the player may still deposit now: the least room any limit leaves; null when no limit applies. */
export function depositRoom(limits: DepositLimits): number | null {
  const rooms = limits.limits
    .filter((l) => l.amount !== null)
    .map((l) => Math.max(0, Math.round((l.amount! - l.used) * 100) / 100));
  return rooms.length === 0 ? null : Math.min(...rooms);
}
