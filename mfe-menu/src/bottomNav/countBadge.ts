/** Counts above this show in the badge's wide form (spec 1 section 2.7, spec 2 section 9). */
export const BADGE_MAX = 99;

/** The badge's text: nothing for no count, the count, or '99+' in the wide form. */
export function countBadge(count: number): { text: string; wide: boolean } | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  return count > BADGE_MAX ? { text: `${BADGE_MAX}+`, wide: true } : { text: String(Math.floor(count)), wide: false };
}
