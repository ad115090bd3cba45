/** Above this the badge takes its wider form (spec 2 section 9). */
export const BADGE_WIDE_ABOVE = 99;

/** The count badge: nothing for no bets; the count, in a wider pill once it has three digits. */
export function countBadge(count: number): { text: string; wide: boolean } | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  const whole = Math.floor(count);
  return { text: String(whole), wide: whole > BADGE_WIDE_ABOVE };
}
