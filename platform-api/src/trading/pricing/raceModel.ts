/**
 * Races to N won units (sets, frames, maps): the probability that side A wins the race from a score,
 * when A wins each unit with probability p and the current unit with probability pCurrent.
 */
export function raceWin(p: number, aWon: number, bWon: number, target: number, pCurrent = p): number {
  const memo = new Map<string, number>();
  const from = (a: number, b: number, current: number): number => {
    if (a >= target) return 1;
    if (b >= target) return 0;
    const key = `${a}:${b}:${current}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = current * from(a + 1, b, p) + (1 - current) * from(a, b + 1, p);
    memo.set(key, value);
    return value;
  };
  return from(aWon, bWon, pCurrent);
}

/** A side's chance in the unit being played, from its base chance and its lead inside the unit (games, points). */
export function currentUnitChance(p: number, leadInUnit: number, unitLength: number): number {
  const shift = leadInUnit / Math.max(1, unitLength);
  return Math.min(0.98, Math.max(0.02, p + shift * 0.9 * (shift > 0 ? 1 - p : p)));
}
