import { roundMinor } from '../money/money';
import type { ParlayConfig } from '@sportsbook/contracts';

/**
 * Parlay extra winnings (spec 2 sections 1, 3 and 6): a brand's promotion that adds to the winnings of a
 * multiple. The brand's config lists tiers by bet size (the number of selections, `betSize`) with the
 * percentage each adds, and `maxAmount`, the most one multiple earns.
 *
 * Reading, since the spec names the fields only: a multiple of N selections takes the tier with the
 * largest betSize not over N; the extra is that percentage of the multiple's winnings (returns less
 * stake), rounded to the currency's minor unit, never more than maxAmount. A multiple under the smallest
 * tier, or one that does not win, earns nothing.
 */

/** Who may have extra winnings (spec 2 section 6): the setting on, a logged-in player not excluded from promotions. */
export const epwEligible = (settingOn: boolean, loggedIn: boolean, excludedFromPromotions: boolean) =>
  settingOn && loggedIn && !excludedFromPromotions;

/** The tier of a multiple of `legs` selections: the largest bet size not over it. */
export function epwTier(config: ParlayConfig | undefined, legs: number) {
  return (config?.epwPromoFilterValues ?? [])
    .filter((tier) => tier.betSize <= legs && (tier.percentage ?? 0) > 0)
    .sort((a, b) => b.betSize - a.betSize)[0];
}

/**
 * A multiple's extra winnings, all amounts in whole minor units of the player's currency (`maxAmountMinor`
 * is the config's maxAmount in those units).
 */
export function extraWinningsMinor(
  config: ParlayConfig | undefined,
  legs: number,
  stakeMinor: number,
  returnsMinor: number,
  maxAmountMinor: number,
): number {
  const tier = epwTier(config, legs);
  const winnings = returnsMinor - stakeMinor;
  if (!tier || winnings <= 0) return 0;
  return Math.min(roundMinor((winnings * tier.percentage!) / 100), maxAmountMinor);
}
