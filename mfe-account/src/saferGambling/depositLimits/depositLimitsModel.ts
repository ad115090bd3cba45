import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type DepositLimits,
  type DepositLimitsRequest,
} from '@sportsbook/contracts/pure';

/** Each period's words (translation key, English). */
export const PERIOD_LABELS: Record<DepositLimitPeriod, [string, string]> = {
  daily: ['account.limits.daily', 'Daily limit'],
  weekly: ['account.limits.weekly', 'Weekly limit'],
  monthly: ['account.limits.monthly', 'Monthly limit'],
};

export type LimitInputs = Record<DepositLimitPeriod, string>;

/** The fields as the form opens: each period's limit as it applies now, empty for none. */
export function limitInputs(limits: DepositLimits | undefined): LimitInputs {
  const inputs = { daily: '', weekly: '', monthly: '' };
  for (const limit of limits?.limits ?? []) inputs[limit.period] = limit.amount === null ? '' : String(limit.amount);
  return inputs;
}

/**
 * The request the fields make: an empty field is no limit, anything else an amount of at most two decimals.
 * The first field that is not one is named instead.
 */
export function limitsRequest(inputs: LimitInputs): { request: DepositLimitsRequest } | { invalid: DepositLimitPeriod } {
  const request = {} as DepositLimitsRequest;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const text = inputs[period].trim().replace(',', '.');
    if (text === '') request[period] = null;
    else if (/^\d{1,9}(\.\d{1,2})?$/.test(text)) request[period] = Number(text);
    else return { invalid: period };
  }
  return { request };
}

/** What the player may still deposit now: the least room any limit leaves; null when no limit applies. */
export function depositRoom(limits: DepositLimits): number | null {
  const rooms = limits.limits
    .filter((l) => l.amount !== null)
    .map((l) => Math.max(0, Math.round((l.amount! - l.used) * 100) / 100));
  return rooms.length === 0 ? null : Math.min(...rooms);
}
