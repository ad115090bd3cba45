/**
 * Free-bet stakes (spec 2 section 4): a single's free-bet stake input accepts 'none' or 'max'; max sets the
 * free stake to the single's maxFreeMoneyStake. The free stake is the part of the single's stake paid from
 * the player's free money (promo cash), so it is never more than the stake itself.
 */
export type FreeStakeChoice = 'none' | 'max';

/** What the input accepts: 'none' or 'max', in any case, around spaces; anything else is refused (null). */
export function freeStakeChoiceOf(text: string): FreeStakeChoice | null {
  const value = text.trim().toLowerCase();
  return value === 'none' || value === 'max' ? value : null;
}

/** The free stake a choice gives: none is nothing; max is maxFreeMoneyStake, at most the single's stake. */
export function freeStakeFor(
  choice: FreeStakeChoice,
  maxFreeMoneyStake: number | undefined,
  unitStake: number | undefined,
): number | undefined {
  if (choice === 'none' || !maxFreeMoneyStake || !unitStake) return undefined;
  return Math.min(maxFreeMoneyStake, unitStake);
}

/**
 * The most of one single's stake free money can pay: the player's free money, the single's stake and the
 * maximum stake, whichever is least (all in whole minor units).
 */
export const maxFreeStakeMinor = (promoCashMinor: number, unitStakeMinor: number, maxStakeMinor: number) =>
  Math.max(0, Math.min(promoCashMinor, unitStakeMinor, maxStakeMinor));
