import { scoresByMatch, type GameSet, type Score, type SportEvent } from '@sportsbook/contracts';

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
const FOOTBALL_TYPE = ['FOOT', 'EFOT'];

/** Spec 2 section 9: the scoreboard shows at most the last 5 sets, event rows the last 3. */
export const SCOREBOARD_SETS = 5;
export const ROW_SETS = 3;
const QUARTERS = 4;

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

function pairOf<T extends { opponentId: number }>(
  event: SportEvent,
  entries: T[] | undefined,
  value: (entry: T | undefined) => string,
): Pair | null {
  if (!entries?.length || event.opponents.length < 2) return null;
  const [home, away] = event.opponents;
  return [value(entries.find((e) => e.opponentId === home.id)), value(entries.find((e) => e.opponentId === away.id))];
}

const points = (score: Score | GameSet | undefined) => score?.formattedPoints ?? '';

/** The big score: frames or maps won where the sport keeps its score in the match score, the running score for the others. */
export function headlineScore(event: SportEvent): Pair | null {
  return pairOf(event, scoresByMatch(event.sportCode) ? event.scores?.match : event.scores?.score, points);
}

/** Sets (or games, frames, maps) won: the match score. */
export const matchScore = (event: SportEvent): Pair | null => pairOf(event, event.scores?.match, points);

/** The points of the game being played (the set's games where the feed counts no points). */
export const gamePoints = (event: SportEvent): Pair | null => pairOf(event, event.scores?.score, points);

export const servingOpponentId = (event: SportEvent): number | undefined =>
  event.scores?.score.find((s) => s.serving)?.opponentId;

/** What the sets of a sets sport are called: table tennis counts games, the others sets (darts: sets of legs). */
export const setUnitOf = (event: SportEvent): 'game' | 'set' => (event.currentPeriodAbbreviation === 'GAMES' ? 'game' : 'set');

/** What a match-score sport's match is made of. */
export const matchUnitOf = (event: SportEvent): 'frame' | 'map' =>
  event.currentPeriodAbbreviation === 'MAP' || event.sportCode === 'CSGO' ? 'map' : 'frame';

const isFinished = (event: SportEvent) => Boolean(event.isFinished) || event.clock?.status === 'END_OF_EVENT';
const isPlaying = (event: SportEvent) => Boolean(event.clock) && event.clock?.status !== 'NOT_STARTED' && !isFinished(event);

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

/**
 * The period the scoreboard highlights. The platform reports, during an intermission, the period about to
 * start (liveTimeLabel reads a quarters intermission at period 3 as HT); the spec's "intermission of
 * period N" is the break after period N, so an intermission highlights the period just played.
 */
export function currentPeriodOf(event: SportEvent): { number: number; intermission: boolean } | null {
  if (!isPlaying(event) || !event.currentPeriodNumber) return null;
  const intermission = event.clock?.status === 'INTERMISSION';
  const number = intermission ? event.currentPeriodNumber - 1 : event.currentPeriodNumber;
  return number >= 1 ? { number, intermission } : null;
}

export type PeriodColumnKind = 'quarter' | 'half' | 'inning' | 'overtime' | 'halfTime' | 'total';

export interface PeriodColumn {
  kind: PeriodColumnKind;
  /** The period's number for quarters, halves and innings. */
  number?: number;
  label: string;
  /** Empty strings where nothing has been played yet. */
  scores: Pair;
  current: boolean;
}

const REGULAR_PERIODS: Record<PeriodLayout, number> = { quarters: QUARTERS, halves: 2, innings: 9 };

/**
 * The per-period table (spec 2 section 2): quarters Q1 Q2 HT Q3 Q4 FT, halves H1 H2 FT, innings 1 to 9 and
 * a total; overtime adds one OT column to quarters and halves, and each extra inning a column of its own.
 */
export function periodColumns(event: SportEvent): PeriodColumn[] {
  const layout = periodLayoutOf(event.sportCode);
  if (!layout || event.opponents.length < 2) return [];
  const perPeriod = event.scores?.scoresPerPeriod ?? [];
  const regular = REGULAR_PERIODS[layout];
  const current = currentPeriodOf(event);
  const finished = isFinished(event);
  const lastInData = perPeriod.reduce((most, p) => Math.max(most, p.periodInstance), 0);
  // Periods begun so far, from the clock as well as the scores: the platform leaves out a period in which
  // nobody has scored yet.
  const begun = Math.max(lastInData, finished ? (event.currentPeriodNumber ?? 0) : (current?.number ?? 0));
  const halfTimeBreak = layout === 'quarters' && current?.intermission === true && current.number === 2;
  const [home, away] = event.opponents;
  const sum = (opponentId: number, from: number, to: number) =>
    perPeriod
      .filter((p) => p.opponentId === opponentId && p.periodInstance >= from && p.periodInstance <= to)
      .reduce((total, p) => total + p.score, 0);
  const span = (from: number, to: number): Pair =>
    begun >= from ? [String(sum(home.id, from, to)), String(sum(away.id, from, to))] : ['', ''];
  const isCurrent = (from: number, to: number) => current !== null && current.number >= from && current.number <= to;

  const periodLabel = (n: number) => (layout === 'quarters' ? `Q${n}` : layout === 'halves' ? `H${n}` : String(n));
  const kind: PeriodColumnKind = layout === 'quarters' ? 'quarter' : layout === 'halves' ? 'half' : 'inning';
  const columns: PeriodColumn[] = [];
  for (let n = 1; n <= regular; n++) {
    // The break after Q2 highlights the HT column rather than Q2 itself.
    columns.push({
      kind,
      number: n,
      label: periodLabel(n),
      scores: span(n, n),
      current: isCurrent(n, n) && !(halfTimeBreak && n === 2),
    });
    if (layout === 'quarters' && n === 2) {
      const halfTimeOver = halfTimeBreak || begun > 2 || finished;
      columns.push({ kind: 'halfTime', label: 'HT', scores: halfTimeOver ? span(1, 2) : ['', ''], current: halfTimeBreak });
    }
  }
  if (begun > regular) {
    if (layout === 'innings') {
      for (let n = regular + 1; n <= begun; n++)
        columns.push({ kind, number: n, label: periodLabel(n), scores: span(n, n), current: isCurrent(n, n) });
    } else {
      columns.push({ kind: 'overtime', label: 'OT', scores: span(regular + 1, begun), current: isCurrent(regular + 1, begun) });
    }
  }
  const total = pairOf(event, event.scores?.score, points);
  columns.push({
    kind: 'total',
    label: layout === 'innings' ? 'T' : 'FT',
    scores: begun > 0 && total ? total : ['', ''],
    current: finished,
  });
  return columns;
}

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
