import type { GameSet, Score, SportEvent } from '@sportsbook/contracts';

/**
 * The scoreboard variants of spec 2 section 2. Which sport gets which follows the platform catalogue's
 * play styles (platform-api/src/catalogue/sports.ts) and the spec's lists (section 9):
 *
 * | variant | sports                                              | why                                                |
 * |---------|-----------------------------------------------------|----------------------------------------------------|
 * | sets    | TENN TABL VOLL DART BADM SQUA PADL BEVO TEQB        | the 'sets' play style and the spec's tennis-likes  |
 * | periods | BASK AMFB (quarters), HAND (halves), BASE (innings) | the 'quarters', 'halves' and 'innings' play styles |
 * | generic | SNOO CSGO, the big score being the match score      | the spec's match-score sports                      |
 * | none    | CRIC VICR ECRI                                      | the cricket family                                 |
 * | none    | EFOT EBSK LOLS DOTA                                 | the spec's esports (all streamed sports)           |
 * | generic | FOOT and every other sport                          | team names, score and time                         |
 *
 * CSGO is an esport, but the spec names it a match-score sport, so it keeps a scoreboard; LOLS is not
 * one, and a generic board would show its always-zero map points, so it has none like the others.
 */
export type ScoreboardVariant = 'generic' | 'sets' | 'periods' | 'none';

export type PeriodLayout = 'quarters' | 'halves' | 'innings';

const SETS_SPORTS = ['TENN', 'TABL', 'VOLL', 'DART', 'BADM', 'SQUA', 'PADL', 'BEVO', 'TEQB'];
const PERIOD_SPORTS: Record<string, PeriodLayout> = { BASK: 'quarters', AMFB: 'quarters', HAND: 'halves', BASE: 'innings' };
const MATCH_SCORE_SPORTS = ['SNOO', 'CSGO'];
const CRICKET_FAMILY = ['CRIC', 'VICR', 'ECRI'];
const ESPORTS_WITHOUT_SCOREBOARD = ['EFOT', 'EBSK', 'LOLS', 'DOTA'];

/** Spec 2 section 9: the scoreboard shows at most the last 5 sets, event rows the last 3. */
export const SCOREBOARD_SETS = 5;
export const ROW_SETS = 3;

export function scoreboardVariant(sportCode: string): ScoreboardVariant {
  if (CRICKET_FAMILY.includes(sportCode) || ESPORTS_WITHOUT_SCOREBOARD.includes(sportCode)) return 'none';
  if (SETS_SPORTS.includes(sportCode)) return 'sets';
  if (PERIOD_SPORTS[sportCode]) return 'periods';
  return 'generic';
}

export const periodLayoutOf = (sportCode: string): PeriodLayout | undefined => PERIOD_SPORTS[sportCode];

export const isMatchScoreSport = (sportCode: string) => MATCH_SCORE_SPORTS.includes(sportCode);

/** One value per side, in the order of the event's opponents (home first). */
export type Pair = [string, string];

export function pairOf<T extends { opponentId: number }>(
  event: SportEvent,
  entries: T[] | undefined,
  value: (entry: T | undefined) => string,
): Pair | null {
  if (!entries?.length || event.opponents.length < 2) return null;
  const [home, away] = event.opponents;
  return [value(entries.find((e) => e.opponentId === home.id)), value(entries.find((e) => e.opponentId === away.id))];
}

/** A side's points as the feed writes them; empty for a side without. */
export const points = (score: Score | GameSet | undefined) => score?.formattedPoints ?? '';

export const servingOpponentId = (event: SportEvent): number | undefined =>
  event.scores?.score.find((s) => s.serving)?.opponentId;

/** What the sets of a sets sport are called: table tennis counts games, the others sets (darts: sets of legs). */
export const setUnitOf = (event: SportEvent): 'game' | 'set' => (event.currentPeriodAbbreviation === 'GAMES' ? 'game' : 'set');

export const isFinished = (event: SportEvent) => Boolean(event.isFinished) || event.clock?.status === 'END_OF_EVENT';
export const isPlaying = (event: SportEvent) =>
  Boolean(event.clock) && event.clock?.status !== 'NOT_STARTED' && !isFinished(event);

export interface SetColumn {
  number: number;
  /** Empty strings for a set not played yet. */
  scores: Pair;
  current: boolean;
}

function setColumn(event: SportEvent, number: number): SetColumn {
  const sets = event.scores?.sets?.gameSet ?? [];
  const played = sets.length;
  return {
    number,
    scores: number <= played ? (pairOf(event, sets[number - 1], points) ?? ['', '']) : ['', ''],
    current: number === played && isPlaying(event),
  };
}

/**
 * The sets table (spec 2 sections 2 and 9): every set of the match when it has at most `max`, otherwise a
 * window of `max` sets ending with the one being played (darts' best of 7 shows sets 3 to 7 at the end).
 */
export function lastSets(event: SportEvent, max = SCOREBOARD_SETS): SetColumn[] {
  const sets = event.scores?.sets;
  if (!sets || event.opponents.length < 2) return [];
  const played = sets.gameSet.length;
  const count = Math.min(Math.max(sets.maxSets || 0, played), max);
  const first = Math.max(1, played - count + 1);
  return Array.from({ length: count }, (_, i) => setColumn(event, first + i));
}

/** An event row's sets: the last three played (the current one included) and who serves. */
export function rowSetScores(event: SportEvent, count = ROW_SETS): { sets: SetColumn[]; servingOpponentId?: number } | null {
  const played = event.scores?.sets?.gameSet.length ?? 0;
  if (played === 0 || event.opponents.length < 2) return null;
  const shown = Math.min(count, played);
  const sets = Array.from({ length: shown }, (_, i) => setColumn(event, played - shown + 1 + i));
  return { sets, servingOpponentId: servingOpponentId(event) };
}
