/** Tennis calls a game's points 0, 15, 30, 40 and advantage; a tie-break counts them as they are. */
export function tennisCalls(points: readonly [number, number], tieBreak: boolean, advantage: string): [string, string] {
  if (tieBreak) return [String(points[0]), String(points[1])];
  const [a, b] = points;
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? [advantage, '40'] : ['40', advantage];
  }
  const CALLS = ['0', '15', '30', '40'];
  return [CALLS[Math.min(a, 3)], CALLS[Math.min(b, 3)]];
}
