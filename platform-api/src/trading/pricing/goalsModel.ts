import { poissonRow } from './probability';

export interface GoalsState {
  home: number;
  away: number;
  /** Expected goals of each side over a full match. */
  homeRate: number;
  awayRate: number;
  /** Share of the match still to play, 0..1. */
  remaining: number;
}

const MAX_GOALS = 12;

/**
 * How the score changes the sides' scoring: a side behind pushes and scores more, the side ahead sits back and
 * scores less (the well-known "chasing" effect of in-play football data). The simulator plays its goals with
 * the same rates (engine/goalsStyle.ts), so the prices are fair to the game it plays. Without it a late
 * one-goal lead priced the draw far too long: at 72' and 0-1 between even sides the draw is about 5.0 fair,
 * as books price it, where independent full-match rates gave 5.7 and worse for a side that was weaker.
 */
export const CHASING = 1.15;
export const LEADING = 0.92;

/** The sides' goal rates at a score: unchanged when level. */
export function scoreAdjustedRates({ home, away, homeRate, awayRate }: GoalsState): [number, number] {
  if (home === away) return [homeRate, awayRate];
  return home < away ? [homeRate * CHASING, awayRate * LEADING] : [homeRate * LEADING, awayRate * CHASING];
}

/** The joint distribution of goals still to come: cell [h][a]. */
function remainingGoals(state: GoalsState): number[][] {
  const [homeRate, awayRate] = scoreAdjustedRates(state);
  const h = poissonRow(homeRate * state.remaining, MAX_GOALS);
  const a = poissonRow(awayRate * state.remaining, MAX_GOALS);
  return h.map((ph) => a.map((pa) => ph * pa));
}

function sum(state: GoalsState, predicate: (home: number, away: number) => boolean): number {
  let p = 0;
  remainingGoals(state).forEach((row, h) =>
    row.forEach((cell, a) => {
      if (predicate(state.home + h, state.away + a)) p += cell;
    }),
  );
  return p;
}

/** Fair probabilities of the goals markets, from the score and the time left (independent Poisson goals). */
export const goalsModel = {
  matchResult: (s: GoalsState) => ({
    home: sum(s, (h, a) => h > a),
    draw: sum(s, (h, a) => h === a),
    away: sum(s, (h, a) => h < a),
  }),
  bothTeamsToScore: (s: GoalsState) => sum(s, (h, a) => h > 0 && a > 0),
  over: (s: GoalsState, line: number) => sum(s, (h, a) => h + a > line),
  /** Home wins with the handicap added to its score (line -1.5: home wins by two or more). */
  handicapHome: (s: GoalsState, line: number) => sum(s, (h, a) => h + line > a),
  nextGoal(s: GoalsState) {
    const [homeRate, awayRate] = scoreAdjustedRates(s);
    const home = homeRate * s.remaining;
    const away = awayRate * s.remaining;
    const none = Math.exp(-(home + away));
    if (home + away === 0) return { home: 0, none: 1, away: 0 };
    return { home: (1 - none) * (home / (home + away)), none, away: (1 - none) * (away / (home + away)) };
  },
};
