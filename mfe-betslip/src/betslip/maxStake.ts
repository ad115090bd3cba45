import { toDisplayedAmount } from '@sportsbook/domain';

export interface MaxStakeInput {
  /** The bet's own maximum as the platform sent it (booked), when it sent one. */
  maxBetStake?: number;
  /**
   * bet_stake_max_amount, in the units the player types: the platform books it times 1000 in the scaled
   * currencies (spec 2 section 5), which is this very number as the player sees it.
   */
  settingMax: number;
  /** The player's balance as booked, when it is known. */
  balance?: number;
  /** Bets the stake is per (a system's): the balance pays every one of them. */
  noOfBets: number;
  currency: string;
  /** The decimals a stake may have (none for IDR in thousands). */
  decimals: number;
}

/**
 * The stake the Max button puts on a bet, per bet as the player types it: the most the bet takes (its own
 * maximum, else the brand's), never more than the balance pays for all its bets, cut down (never rounded
 * up) to the stake's decimals. Null when no stake can be placed at all (no balance).
 */
export function maxStake({ maxBetStake, settingMax, balance, noOfBets, currency, decimals }: MaxStakeInput): number | null {
  const limit = maxBetStake !== undefined && maxBetStake > 0 ? toDisplayedAmount(maxBetStake, currency) : settingMax;
  const affordable = balance === undefined ? Infinity : toDisplayedAmount(balance, currency) / Math.max(1, noOfBets);
  const unit = 10 ** decimals;
  // The epsilon keeps 12.3 (12.299999…) from falling a cent short.
  const max = Math.floor(Math.min(limit, affordable) * unit + 1e-6) / unit;
  return Number.isFinite(max) && max > 0 ? max : null;
}
