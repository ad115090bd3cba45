/**
 * Safer-gambling tools (issue 43): deposit limits, reality checks, time-outs and the account history's
 * calls. Shared so the account pages offer exactly what the platform accepts, and read its answers typed.
 */

/** The periods a deposit limit counts over, each a rolling window of this many hours back from now. */
export const DEPOSIT_LIMIT_WINDOWS = { daily: 24, weekly: 7 * 24, monthly: 30 * 24 } as const;

export type DepositLimitPeriod = keyof typeof DEPOSIT_LIMIT_WINDOWS;

export const DEPOSIT_LIMIT_PERIODS = Object.keys(DEPOSIT_LIMIT_WINDOWS) as DepositLimitPeriod[];

/** A raised (or removed) limit waits this long, then the player is asked again before it applies. */
export const DEPOSIT_LIMIT_INCREASE_WAIT_HOURS = 24;

/** The time-outs a player may take (hours, shortest first): 24 hours to 6 weeks. */
export const TIME_OUT_PERIODS = {
  '24h': 24,
  '48h': 48,
  '7d': 7 * 24,
  '14d': 14 * 24,
  '28d': 28 * 24,
  '42d': 42 * 24,
} as const;

export type TimeOutPeriod = keyof typeof TIME_OUT_PERIODS;

/** The reality-check intervals (minutes) a brand offers unless its `reality_check_intervals` setting names others. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;

const account = (accountId: string) => `/xapi/rest/accounts/${encodeURIComponent(accountId)}`;
export const depositLimitsPath = (accountId: string) => `${account(accountId)}/depositLimits`;
export const depositLimitConfirmPath = (accountId: string) => `${account(accountId)}/depositLimits/confirm`;
export const depositsPath = (accountId: string) => `${account(accountId)}/deposits`;
export const timeOutPath = (accountId: string) => `${account(accountId)}/timeOut`;
export const realityCheckPath = (accountId: string) => `${account(accountId)}/realityCheck`;
export const betHistoryPath = (accountId: string) => `${account(accountId)}/betHistory`;

/** A limit in major units of the player's currency; null is no limit. */
export type LimitAmount = number | null;

/** One period's limit as it applies now, what has been deposited in its window, and a raise that waits. */
export interface DepositLimit {
  period: DepositLimitPeriod;
  amount: LimitAmount;
  /** Deposited within the window (the last 24 hours, 7 or 30 days). */
  used: number;
  /** A raise or removal the player asked for: it may be confirmed from `from` on, and until then the amount above holds. */
  pending?: { amount: LimitAmount; from: string; confirmable: boolean };
}

/** The answer of `GET` and `PUT .../depositLimits`. */
export interface DepositLimits {
  /** Whether the player has answered the question asked before the first deposit (a limit, or no limit). */
  answered: boolean;
  currency: string;
  limits: DepositLimit[];
}

/** The answer of `POST .../deposits`: the balance after it. */
export interface DepositResult {
  amount: number;
  balance: number;
  currency: string;
}

/** The answer of `POST .../timeOut`: the end of the time-out (the player is logged out everywhere). */
export interface TimeOutResult {
  timedOutUntil: string;
}

/** The answer of `GET` and `PUT .../realityCheck`: the player's interval and this session's time and money. */
export interface RealityCheck {
  /** Minutes between checks; null when the player wants none. */
  minutes: number | null;
  /** The intervals the brand offers. */
  offered: number[];
  sessionStartedAt: string;
  currency: string;
  /** Staked since login (a positive amount), and paid back (wins, refunds, cash outs). */
  stakes: number;
  returns: number;
  /** Returns less stakes: negative when the session has lost money. */
  net: number;
}

/** One bet of the account history (`GET .../betHistory?from=&to=`), newest first. */
export interface HistoryBet {
  betSlipId: string;
  reference: string;
  placedAt: string;
  /** single, multiple or system, as the betslip placed it. */
  kind: string;
  stake: number;
  status: string;
  returns: number;
}

export interface BetHistory {
  currency: string;
  bets: HistoryBet[];
}

/** Every error code the safer-gambling calls answer with. */
export const SAFER_GAMBLING_CODES = {
  limitRequired: 'DEPOSIT_LIMIT_REQUIRED',
  limitExceeded: 'DEPOSIT_LIMIT_EXCEEDED',
  increaseNotDue: 'DEPOSIT_LIMIT_INCREASE_NOT_DUE',
  timedOut: 'TIMED_OUT',
} as const;
