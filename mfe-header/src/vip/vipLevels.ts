/** The VIP scheme's tiers (spec 1 section 2.5); the platform numbers several levels to the same tier. */
export type VipTier = 'bronze' | 'silver' | 'gold' | 'platinum';

const TIER_LEVELS: Readonly<Record<VipTier, readonly number[]>> = {
  bronze: [1, 14, 16],
  silver: [2, 15, 25],
  gold: [3, 17, 26],
  platinum: [4, 13, 18],
};

/** The tier of a player's VIP level; none for a level the scheme does not know (no badge then). */
export function vipTier(level: number | null | undefined): VipTier | null {
  if (level == null) return null;
  const found = (Object.keys(TIER_LEVELS) as VipTier[]).find((tier) => TIER_LEVELS[tier].includes(level));
  return found ?? null;
}
