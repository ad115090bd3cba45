import type { ClosedReason } from '@sportsbook/contracts';
import type { SlipOutcome } from './slipSelections';

/** How long after its last event's kick-off a code still loads: the longest match and its extra time. */
export const BOOKING_CODE_HOURS_AFTER_KICK_OFF = 12;

/**
 * Whether a shared selection can go on the slip now, and if not, why (the slip names it to the player).
 * The slip engine's own rules: a pre-match price once its event has started has passed, a resulted or closed
 * market is closed, a suspended one (or one whose feed is paused) may reopen.
 */
export function bookedSelectionState(outcome: SlipOutcome | undefined): 'open' | ClosedReason {
  if (!outcome) return 'closed';
  if (outcome.eventState === 'finished') return 'event-over';
  if (outcome.eventState === 'live' && !outcome.inRunning) return 'started';
  if (outcome.hidden || outcome.resulted || outcome.marketStatus === 'closed' || outcome.marketStatus === 'lts') return 'closed';
  if (outcome.marketStatus !== 'open' || outcome.feedAlert) return 'suspended';
  return 'open';
}

/**
 * When a code made now for selections whose events kick off at `kickOffs` expires: with its last event, some
 * hours after its kick-off (a live one's kick-off is past: the code lasts as long from now).
 */
export function bookingCodeExpiry(kickOffs: Date[], now: Date): Date {
  const last = Math.max(now.getTime(), ...kickOffs.map((kickOff) => kickOff.getTime()));
  return new Date(last + BOOKING_CODE_HOURS_AFTER_KICK_OFF * 3_600_000);
}
