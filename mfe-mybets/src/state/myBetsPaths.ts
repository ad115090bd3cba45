/** The calls of spec 2 section 7 that my bets makes. */
export const myBetsPaths = {
  openBets: (accountId: string) => `/xapi/bet/account/${encodeURIComponent(accountId)}/openbets`,
  openBet: (accountId: string, betId: number) => `/xapi/bet/account/${encodeURIComponent(accountId)}/openbet/${betId}`,
  betCount: (accountId: string) => `/xapi/bet/account/${encodeURIComponent(accountId)}/betcount`,
  cashOut: (accountId: string, betId: number) => `/xapi/bet/account/${encodeURIComponent(accountId)}/openbet/${betId}/cashout`,
  /** The bet's auto cash-out rule (issue 42): PUT sets it, DELETE removes it. */
  autoCashOut: (accountId: string, betId: number) =>
    `/xapi/bet/account/${encodeURIComponent(accountId)}/openbet/${betId}/autocashout`,
  /** Edit bet (issue 42): what may be added, the quote of an edit, and its confirmation. */
  editBet: (accountId: string, betId: number, step: '' | '/quote' | '/candidates' = '') =>
    `/xapi/bet/account/${encodeURIComponent(accountId)}/openbet/${betId}/edit${step}`,
  settledBets: '/xapi/rest/acchistory/dailySettledBets',
} as const;

/** Settled bets fetched (spec 2 section 9). */
export const SETTLED_BETS_FETCHED = 50;

/** Every my bets query starts with this key, so bets/placed refreshes them all at once. */
export const MY_BETS_KEY = 'mybets';

export const openBetsKey = (accountId: string | undefined) => [MY_BETS_KEY, 'open', accountId] as const;
