import type { BetError } from '@sportsbook/contracts';

/** Every RES- code of spec 2 section 8, with the message a player reads (translation key, English). */
export const RES_MESSAGES: Record<string, [string, string]> = {
  'RES-00152': ['betslip.res.betChange', 'The price has changed. Check the new price and place again.'],
  'RES-00048': ['betslip.res.suspended', 'This market is suspended at the moment.'],
  'RES-00109': ['betslip.res.suspended', 'This market is suspended at the moment.'],
  'RES-00108': ['betslip.res.eventSuspended', 'This selection or its event is suspended.'],
  'RES-00056': ['betslip.res.overBalance', 'Your stake is greater than your balance.'],
  'RES-00034': ['betslip.res.overMax', 'Your stake is greater than the maximum stake.'],
  'RES-00140': ['betslip.res.underMin', 'Your stake is less than the minimum stake.'],
  'RES-00057': ['betslip.res.runningOverBalance', 'Your bets in progress exceed your balance.'],
  'RES-00103': ['betslip.res.wagersDisallowed', 'Betting is not allowed on your account.'],
  'RES-00153': ['betslip.res.spreadChanged', 'The line has changed. Check the new line and place again.'],
  'RES-00195': ['betslip.res.rejectedByAttendant', 'Your bet was rejected by the trader.'],
  'RES-00047': ['betslip.res.eventPassed', 'This event has already started or finished.'],
  'RES-00046': ['betslip.res.forceFeed', 'The price feed had a problem. Please try again.'],
  'RES-00100': ['betslip.res.startingPrice', 'Starting price bets are not allowed.'],
  'RES-00098': ['betslip.res.noPrice', 'There is no price available for this selection.'],
  'RES-00199': ['betslip.res.timedOut', 'Your bet timed out. Please try again.'],
  'RES-00196': ['betslip.res.timedOut', 'Your bet timed out. Please try again.'],
  'RES-00218': ['betslip.res.combinedNotAllowed', 'These selections cannot be combined.'],
  'RES-00233': ['betslip.res.combinationLimit', 'The combination limit has been reached.'],
  'RES-00241': ['betslip.res.freeBetFailed', 'The free bet could not be used.'],
  'RES-00049': ['betslip.res.exception', 'Something went wrong with your bet. Please try again.'],
  'RES-00246': ['betslip.res.anotherInProgress', 'Another bet is in progress. Please wait for it.'],
  'RES-00247': ['betslip.res.tooManyBets', 'You have too many bets on the slip.'],
  'RES-00249': ['betslip.res.feedAlert', 'Betting on this event is paused for a moment.'],
};

const UNKNOWN: [string, string] = ['betslip.res.unknown', 'Your bet could not be placed.'];

/** Codes that mean a selection is gone: the slip says 'Your selection is not available anymore' instead. */
export const NOT_AVAILABLE_CODES: readonly string[] = ['RES-00048', 'RES-00109', 'RES-00108', 'RES-00047'];

/**
 * Codes whose message asks the player to try again (timed out, exception, force-feed error, another bet in
 * progress): the slip's bets were not refused, so Place bet stays on for the retry the message asks for.
 */
export const RETRY_CODES: readonly string[] = ['RES-00199', 'RES-00196', 'RES-00049', 'RES-00046', 'RES-00246'];

/**
 * Codes that pause betting for a moment (a feed alert: its markets are suspended a few seconds): the slip asks
 * the platform again until betting resumes, so Place bet comes back without the player changing anything.
 */
export const PAUSE_CODES: readonly string[] = ['RES-00249'];

/** A stake under the minimum (a multiple's under its fixed 1250.00 among them). */
export const UNDER_MIN_CODE = 'RES-00140';

export const messageOf = (code: string): [string, string] => RES_MESSAGES[code] ?? UNKNOWN;

/** The distinct messages of the errors, in the order they first appear (spec 2 section 8). */
export function distinctMessages(errors: readonly BetError[]): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const error of errors) {
    const message = messageOf(error.code);
    if (!seen.has(message[0])) seen.set(message[0], message);
  }
  return [...seen.values()];
}
