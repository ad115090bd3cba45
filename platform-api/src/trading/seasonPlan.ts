import { Rng } from './rng';

/**
 * Who plays whom, and when: each league plays a double round-robin season that repeats, round after round,
 * as a pure function of time. A round has every team of the league once; the second half of the season is
 * the first half with home and away swapped, so a pairing meets exactly every (teams - 1) rounds, home and
 * away in turn. Rounds are spaced so that the league's kick-offs, added over every league, keep about the
 * live target in play at the simulator's speed; the league sizes of the catalogue are chosen so that at the
 * default speed this puts a fixture and its reverse weeks apart (`reverseGapMs`).
 */

/**
 * A match's usual length in game minutes, breaks included, from kick-off to the final whistle: it sets how
 * many kick-offs keep the live list at its target, and how long a team is busy around a kick-off.
 */
export const MATCH_GAME_MINUTES: Record<string, number> = {
  FOOT: 110,
  EFOT: 14,
  BASK: 60,
  EBSK: 23,
  AMFB: 70,
  HAND: 75,
  BASE: 190,
  TENN: 85,
  TABL: 35,
  VOLL: 140,
  DART: 70,
  SNOO: 135,
  CSGO: 100,
  LOLS: 75,
  CRIC: 125,
};
/** A long match (extra time, a fifth set) runs up to this many times its usual length. */
export const LONGEST_MATCH_FACTOR = 1.8;
/** The main sports' leagues get more of the kick-offs. */
export const SPORT_WEIGHT: Record<string, number> = { FOOT: 4, BASK: 2, TENN: 2 };
/**
 * The least time between two meetings of the same pair at the default speed and live target: "weeks apart"
 * read as at least two weeks on the calendar players see. Faster test worlds shorten it in proportion.
 */
export const MIN_REVERSE_DAYS = 14;

const MINUTE = 60_000;

export interface LeagueTeams {
  leagueId: number;
  sportCode: string;
  /** In a fixed order (by id): a team's place in the list is its place in the round-robin. */
  teams: number[];
}

export interface Season extends LeagueTeams {
  /** A match's usual real length at the simulator's speed. */
  matchMs: number;
  /** A team plays nothing else this long either side of a kick-off (its longest match). */
  busyMs: number;
  /** From one round's start to the next. */
  spacingMs: number;
  /** When round 0 starts, ms since the epoch; leagues are staggered so kick-offs spread through the hour. */
  phaseMs: number;
}

export interface Fixture {
  leagueId: number;
  home: number;
  away: number;
  /** Kick-off, ms since the epoch, on a whole minute. */
  at: number;
  /** The round's index counted from the epoch. */
  round: number;
}

export const realMatchMs = (sportCode: string, speed: number) => ((MATCH_GAME_MINUTES[sportCode] ?? 90) * MINUTE) / speed;
const weightOf = (sportCode: string) => SPORT_WEIGHT[sportCode] ?? 1;

/**
 * The seasons of the leagues that play matches (outrights have none). Kick-offs come at `liveTarget` divided
 * by the mean match length, shared between leagues by sport weight; a league's round of teams/2 matches
 * takes as long as its share of kick-offs needs.
 */
export function planSeasons(leagues: LeagueTeams[], options: { speed: number; liveTarget: number }): Season[] {
  const playing = leagues.filter((l) => MATCH_GAME_MINUTES[l.sportCode] !== undefined && l.teams.length >= 2);
  const totalWeight = playing.reduce((sum, l) => sum + weightOf(l.sportCode), 0);
  const meanMatchMs =
    playing.reduce((sum, l) => sum + weightOf(l.sportCode) * realMatchMs(l.sportCode, options.speed), 0) / totalWeight;
  const kickOffsPerMs = options.liveTarget / meanMatchMs;
  return playing.map((league) => {
    const matchMs = realMatchMs(league.sportCode, options.speed);
    const busyMs = matchMs * LONGEST_MATCH_FACTOR;
    const rate = (kickOffsPerMs * weightOf(league.sportCode)) / totalWeight;
    // A round must leave its teams a whole longest match between their matches in two rounds.
    const spacingMs = Math.max(matchesPerRound(league.teams.length) / rate, 2 * busyMs + 2 * MINUTE);
    return { ...league, matchMs, busyMs, spacingMs, phaseMs: new Rng(league.leagueId).next() * spacingMs };
  });
}

/** An odd league gives one team a bye each round. */
const evenCount = (teams: number) => teams + (teams % 2);
const matchesPerRound = (teams: number) => Math.floor(teams / 2);
const roundsPerSeason = (teams: number) => 2 * (evenCount(teams) - 1);

/**
 * The pairings of round `round` of a league of `teams` teams, as [home, away] places in the team list: the
 * circle method (one place fixed, the others turning one step a round) for the first half of the season,
 * and the same rounds reversed for the second.
 */
export function pairingsOfRound(teams: number, round: number): [number, number][] {
  const n = evenCount(teams);
  const half = n - 1;
  const inSeason = ((round % (2 * half)) + 2 * half) % (2 * half);
  const r = inSeason % half;
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = i === 0 ? n - 1 : (r + i) % half;
    const b = i === 0 ? r : (r - i + half) % half;
    // Home and away alternate so no team is at home for a whole half.
    const pair: [number, number] = (i === 0 ? r % 2 === 0 : i % 2 === 0) ? [a, b] : [b, a];
    if (pair[0] >= teams || pair[1] >= teams) continue;
    pairs.push(inSeason < half ? pair : [pair[1], pair[0]]);
  }
  return pairs;
}

/**
 * The kick-off of the `index`th match of a round: a round's matches spread over its first (spacing - busy),
 * so a team's match in the next round is at least its longest match later.
 */
function kickOff(season: Season, round: number, index: number): number {
  const window = season.spacingMs - season.busyMs - MINUTE;
  const at = season.phaseMs + round * season.spacingMs + (index * window) / matchesPerRound(season.teams.length);
  return Math.floor(at / MINUTE) * MINUTE;
}

/** Every fixture of a season that kicks off in [from, to). */
export function fixturesBetween(season: Season, from: number, to: number): Fixture[] {
  const fixtures: Fixture[] = [];
  const first = Math.floor((from - season.phaseMs) / season.spacingMs) - 1;
  const last = Math.floor((to - season.phaseMs) / season.spacingMs);
  for (let round = first; round <= last; round++) {
    for (const [index, [home, away]] of pairingsOfRound(season.teams.length, round).entries()) {
      const at = kickOff(season, round, index);
      if (at >= from && at < to)
        fixtures.push({ leagueId: season.leagueId, home: season.teams[home], away: season.teams[away], at, round });
    }
  }
  return fixtures.sort((a, b) => a.at - b.at);
}

/** The first fixture of a season at or after `at`. */
export function nextFixture(season: Season, at: number): Fixture {
  return fixturesBetween(season, at, at + 2 * season.spacingMs)[0];
}

/**
 * The least time between two meetings of the same pair: they are (teams - 1) rounds apart, less the most
 * a kick-off can move within its round.
 */
export function reverseGapMs(season: Season): number {
  const window = season.spacingMs - season.busyMs - MINUTE;
  return (evenCount(season.teams.length) - 1) * season.spacingMs - window - MINUTE;
}

export { roundsPerSeason };
