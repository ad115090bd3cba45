/** Outright winner: each competitor's chance in proportion to its strength. */
export function outrightChances(strengths: number[]): number[] {
  const total = strengths.reduce((a, b) => a + b, 0);
  return strengths.map((s) => s / total);
}
