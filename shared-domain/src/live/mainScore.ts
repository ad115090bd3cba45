/**
 * Sports whose score is the match score: frames won in snooker, maps won in the esports. The feed fills their
 * `match` and leaves the running `score` at 0 (spec 2 section 9 names SNOO and CSGO; LoL and Dota count maps
 * the same way).
 */
export const MATCH_SCORE_SPORTS: readonly string[] = ['SNOO', 'CSGO', 'LOLS', 'DOTA'];

export const scoresByMatch = (sportCode: string | undefined) => sportCode !== undefined && MATCH_SCORE_SPORTS.includes(sportCode);

/**
 * The score an event row, an event page and my bets show, per side: the match score where the sport keeps
 * its score there, the running score elsewhere. Undefined when the feed has not filled it.
 */
export function mainScore<T extends { formattedPoints: string }>(
  sportCode: string | undefined,
  scores: { score?: T[]; match?: T[] } | null | undefined,
): T[] | undefined {
  const sides = scoresByMatch(sportCode) ? scores?.match : scores?.score;
  return sides && sides.length >= 2 ? sides : undefined;
}
