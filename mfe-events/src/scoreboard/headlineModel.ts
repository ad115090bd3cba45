import { scoresByMatch } from '@sportsbook/domain';
import type { SportEvent } from '@sportsbook/contracts';
import { pairOf, points, type Pair } from './scoreboardModel';

// The scoreboard's headline on the event page: its big score, the sets or frames won, football's figures.

/** Football-type sports: their cards, corners and half-time score are shown. */
const FOOTBALL_TYPE = ['FOOT', 'EFOT'];

/** The big score: frames or maps won where the sport keeps its score in the match score, the running score for the others. */
export function headlineScore(event: SportEvent): Pair | null {
  return pairOf(event, scoresByMatch(event.sportCode) ? event.scores?.match : event.scores?.score, points);
}

/** Sets (or games, frames, maps) won: the match score. */
export const matchScore = (event: SportEvent): Pair | null => pairOf(event, event.scores?.match, points);

/** The points of the game being played (the set's games where the feed counts no points). */
export const gamePoints = (event: SportEvent): Pair | null => pairOf(event, event.scores?.score, points);

/** What a match-score sport's match is made of. */
export const matchUnitOf = (event: SportEvent): 'frame' | 'map' =>
  event.currentPeriodAbbreviation === 'MAP' || event.sportCode === 'CSGO' ? 'map' : 'frame';

export interface TeamFigures {
  yellowCards: number;
  redCards: number;
  corners: number;
}

/** Cards and corners of football-type sports, home first; null for the other sports. */
export function footballFigures(event: SportEvent): [TeamFigures, TeamFigures] | null {
  if (!FOOTBALL_TYPE.includes(event.sportCode) || event.opponents.length < 2) return null;
  const scores = event.scores?.score;
  if (!scores?.length) return null;
  const of = (opponentId: number): TeamFigures => {
    const score = scores.find((s) => s.opponentId === opponentId);
    return { yellowCards: score?.yellowCards ?? 0, redCards: score?.redCards ?? 0, corners: score?.corners ?? 0 };
  };
  return [of(event.opponents[0].id), of(event.opponents[1].id)];
}

/** Spec 2 section 9: football's half-time score, only when the flag is on and the second period has come. */
export function halfTimeScore(event: SportEvent, enabled: boolean): Pair | null {
  if (!enabled || !FOOTBALL_TYPE.includes(event.sportCode) || (event.currentPeriodNumber ?? 0) <= 1) return null;
  if (event.opponents.length < 2) return null;
  const firstHalf = (event.scores?.scoresPerPeriod ?? []).filter((p) => p.periodKey === 'HALF' && p.periodInstance === 1);
  const [home, away] = event.opponents;
  const of = (opponentId: number) => String(firstHalf.find((p) => p.opponentId === opponentId)?.score ?? 0);
  return [of(home.id), of(away.id)];
}
