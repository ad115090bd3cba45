import type { SportEvent } from '@sportsbook/contracts';

export type Scores = NonNullable<SportEvent['scores']>;

/** A score change as pushed: any part of the scores, per-period entries only where they changed. */
export type ScoresDelta = Partial<Scores>;

const periodKey = (entry: { opponentId: number; periodKey: string; periodInstance: number }) =>
  `${entry.opponentId}|${entry.periodKey}|${entry.periodInstance}`;

/**
 * Merges a pushed score change into the scores (spec 2 section 4): each opponent's score line replaces
 * that opponent's; per-period scores merge by opponent, period key and period instance, keeping the
 * periods the change does not mention; sets replace; the match score only counts for sports with a
 * scoreboard other than the generic one (`withMatch`).
 */
export function mergeScores(base: ScoresDelta | undefined, delta: ScoresDelta, withMatch: boolean): Scores {
  const score = base?.score ?? [];
  const merged: Scores = { ...base, score };
  if (delta.score) {
    const incoming = new Map(delta.score.map((line) => [line.opponentId, line]));
    merged.score = [
      ...score.map((line) => incoming.get(line.opponentId) ?? line),
      ...delta.score.filter((line) => !score.some((s) => s.opponentId === line.opponentId)),
    ];
  }
  if (delta.scoresPerPeriod?.length) {
    const periods = new Map((base?.scoresPerPeriod ?? []).map((entry) => [periodKey(entry), entry]));
    for (const entry of delta.scoresPerPeriod) periods.set(periodKey(entry), entry);
    merged.scoresPerPeriod = [...periods.values()].sort(
      (a, b) => a.periodInstance - b.periodInstance || a.opponentId - b.opponentId,
    );
  }
  if (delta.sets) merged.sets = delta.sets;
  if (withMatch && delta.match) merged.match = delta.match;
  return merged;
}
