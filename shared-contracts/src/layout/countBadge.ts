/** Above this a count badge (betslip, my bets, bottom navigation) takes its wider form (spec 1 section 2.7, spec 2 section 9). */
export const BADGE_WIDE_ABOVE = 99;

/** The count badge: nothing for no bets; the count, in a wider pill once it has three digits. */
export function countBadge(count: number): { text: string; wide: boolean } | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  const whole = Math.floor(count);
  return { text: String(whole), wide: whole > BADGE_WIDE_ABOVE };
}
