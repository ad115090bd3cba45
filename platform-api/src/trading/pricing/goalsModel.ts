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

/** The joint distribution of goals still to come: cell [h][a]. */
function remainingGoals(state: GoalsState): number[][] {
  const h = poissonRow(state.homeRate * state.remaining, MAX_GOALS);
  const a = poissonRow(state.awayRate * state.remaining, MAX_GOALS);
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
    const home = s.homeRate * s.remaining;
    const away = s.awayRate * s.remaining;
    const none = Math.exp(-(home + away));
    if (home + away === 0) return { home: 0, none: 1, away: 0 };
    return { home: (1 - none) * (home / (home + away)), none, away: (1 - none) * (away / (home + away)) };
  },
};
