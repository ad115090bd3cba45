/**
 * Self-exclusion: the periods a player may exclude themself for (days, shortest first) and the call that
 * sets it. Shared so the account page offers exactly what the platform accepts.
 */
export const SELF_EXCLUSION_PERIODS = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '6m': 182,
  '1y': 365,
  '5y': 5 * 365,
} as const;

export type SelfExclusionPeriod = keyof typeof SELF_EXCLUSION_PERIODS;

export const selfExclusionPath = (accountId: string) => `/xapi/rest/accounts/${encodeURIComponent(accountId)}/selfExclusion`;

/** What the platform answers once the account is excluded; until is null for an exclusion without an end. */
export interface SelfExclusionResult {
  selfExcluded: true;
  until: string | null;
}
