import type { MyBetsModalState } from '@sportsbook/contracts';

/**
 * What moves the my bets modal (spec 2 section 4): the player toggles it, or the list of bets in a
 * cash-out countdown changes.
 */
export type MyBetsModalEvent =
  { type: 'toggle'; open?: boolean; betsInCountdown: number } | { type: 'countdown-changed'; betsInCountdown: number };

/**
 * Toggling on gives visible; toggling off gives hidden while bets are in a countdown, so the countdown
 * can finish out of sight, else closed. A hidden modal closes once its countdown list empties. A toggle
 * without a direction flips what the player sees.
 */
export function nextModalState(state: MyBetsModalState, event: MyBetsModalEvent): MyBetsModalState {
  if (event.type === 'toggle') {
    const open = event.open ?? state !== 'visible';
    if (open) return 'visible';
    return event.betsInCountdown > 0 ? 'hidden' : 'closed';
  }
  return state === 'hidden' && event.betsInCountdown === 0 ? 'closed' : state;
}
