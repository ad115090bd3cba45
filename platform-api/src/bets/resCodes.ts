import type { BetError } from '@sportsbook/contracts';

/** The bet error codes of spec 2 section 8, with the messages the engine answers. */
export const RES = {
  betChange: ['RES-00152', 'The price has changed'],
  betSuspended: ['RES-00109', 'This bet is suspended'],
  combinedSuspended: ['RES-00048', 'This bet is suspended: one of its selections is suspended'],
  singleSuspended: ['RES-00108', 'This selection or event is suspended'],
  stakeOverBalance: ['RES-00056', 'Your stake is greater than your balance'],
  runningOverBalance: ['RES-00057', 'Your running bets would be greater than your balance and credit line'],
  stakeOverMax: ['RES-00034', 'Your stake is greater than the maximum'],
  stakeUnderMin: ['RES-00140', 'Your stake is less than the minimum'],
  multipleStakeUnderMin: ['RES-00140', 'The minimum stake for a multiple is 1250.00'],
  wagersDisallowed: ['RES-00103', 'Betting is not allowed on this account'],
  spreadChanged: ['RES-00153', 'The line has changed'],
  rejectedByAttendant: ['RES-00195', 'Your bet was rejected by the trader'],
  eventPassed: ['RES-00047', 'The event has already started'],
  forceFeedError: ['RES-00046', 'The feed sent no valid price for this selection'],
  startingPriceNotAllowed: ['RES-00100', 'Starting price bets are not allowed'],
  noPrice: ['RES-00098', 'No price is available for this selection'],
  timedOut: ['RES-00199', 'The bet timed out; please try again'],
  referralTimedOut: ['RES-00196', 'The trader did not answer in time; please try again'],
  combinedNotAllowed: ['RES-00218', 'These selections cannot be combined'],
  combinationLimit: ['RES-00233', 'The combination limit has been reached'],
  freeBetFailed: ['RES-00241', 'The free bet could not be used'],
  exception: ['RES-00049', 'Something went wrong with your bet; nothing was taken'],
  anotherInProgress: ['RES-00246', 'Another bet is in progress'],
  tooManyBets: ['RES-00247', 'Too many bets on the slip'],
  feedAlert: ['RES-00249', 'Betting on this event is paused for a moment'],
} as const satisfies Record<string, readonly [string, string]>;

export function resError(which: keyof typeof RES, ref?: string): BetError {
  const [code, message] = RES[which];
  return ref ? { code, message, ref } : { code, message };
}
