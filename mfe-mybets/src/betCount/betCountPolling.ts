import type { MyBetsTab } from '@sportsbook/contracts';

export interface BetCountPollingInput {
  loggedIn: boolean;
  /**
   * The my bets list is on screen: the modal is visible, or the panel sits in a page column. The spec
   * speaks of the modal; a panel in a column shows the same open-bets list, which already counts the bets.
   */
  myBetsShown: boolean;
  selectedTab: MyBetsTab;
  betCountInitialized: boolean;
  betCount: number;
}

export type BetCountPolling = { poll: true } | { poll: false; reason: 'no-player' | 'open-bets-shown' | 'no-open-bets' };

/**
 * Whether the bet count is polled (spec 2 section 4): not without a player; not while my bets shows a
 * tab other than settled, whose open-bets list polls and gives the count itself; not once the count is
 * known to be zero, since only a new bet (announced by bets/placed) can raise it.
 */
export function betCountPolling(input: BetCountPollingInput): BetCountPolling {
  if (!input.loggedIn) return { poll: false, reason: 'no-player' };
  if (input.myBetsShown && input.selectedTab !== 'settled') return { poll: false, reason: 'open-bets-shown' };
  if (input.betCountInitialized && input.betCount === 0) return { poll: false, reason: 'no-open-bets' };
  return { poll: true };
}
