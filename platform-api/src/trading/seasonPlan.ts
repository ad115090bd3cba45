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
const SECOND = 1000;
const sportSeed = (code: string) => [...code].reduce((seed, c) => seed * 31 + c.charCodeAt(0), 7);

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
  /** Kick-off, ms since the epoch, on a whole second. */
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
    // A team's next match is at least (spacing - spacing / places) later: that must be a whole longest match.
    const places = pairingsPerRound(league.teams.length);
    const spacingMs = Math.max(
      matchesPerRound(league.teams.length) / rate,
      ((busyMs + 2 * SECOND) * places) / Math.max(1, places - 1),
      2 * busyMs,
    );
    // Leagues of one sport interleave their kick-offs evenly (the k-th of K a k/K step later), so the sport's
    // matches in play stay level instead of bunching; each sport starts at a point of its own.
    const sameSport = playing.filter((l) => l.sportCode === league.sportCode);
    const phaseMs =
      new Rng(sportSeed(league.sportCode)).next() * spacingMs +
      (sameSport.indexOf(league) / sameSport.length) * (spacingMs / places);
    return { ...league, matchMs, busyMs, spacingMs, phaseMs };
  });
}

/** An odd league gives one team a bye each round. */
const evenCount = (teams: number) => teams + (teams % 2);
const matchesPerRound = (teams: number) => Math.floor(teams / 2);
/** Places in a round, the bye's included. */
const pairingsPerRound = (teams: number) => evenCount(teams) / 2;

/**
 * The pairings of round `round` of a league of `teams` teams, as [home, away] places in the team list: the
 * circle method (one place fixed, the others turning one step a round) for the first half of the season,
 * and the same rounds reversed for the second.
 */
export function pairingsOfRound(teams: number, round: number): [home: number, away: number, place: number][] {
  const n = evenCount(teams);
  const half = n - 1;
  const inSeason = ((round % (2 * half)) + 2 * half) % (2 * half);
  const r = inSeason % half;
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = i === 0 ? n - 1 : (r + i) % half;
    const b = i === 0 ? r : (r - i + half) % half;
    // Home and away alternate so no team is at home for a whole half.
    const pair: [number, number] = (i === 0 ? r % 2 === 0 : i % 2 === 0) ? [a, b] : [b, a];
    if (pair[0] >= teams || pair[1] >= teams) continue;
    // A pairing's place in the round is that of the full circle, bye included, so kick-off times do not shift.
    pairs.push(inSeason < half ? [pair[0], pair[1], i] : [pair[1], pair[0], i]);
  }
  return pairs;
}

/**
 * The kick-off of the pairing in `place` of a round: a round's pairings spread evenly over the whole round,
 * so the kick-offs never pause between rounds. From one round to the next the circle method moves a team one
 * place up or down, or keeps it, so its next match is at least (spacing - spacing / places) later, which
 * `planSeasons` keeps above its longest match.
 */
function kickOff(season: Season, round: number, place: number): number {
  const at = season.phaseMs + round * season.spacingMs + (place * season.spacingMs) / pairingsPerRound(season.teams.length);
  return Math.floor(at / SECOND) * SECOND;
}

/** Every fixture of a season that kicks off in [from, to). */
export function fixturesBetween(season: Season, from: number, to: number): Fixture[] {
  const fixtures: Fixture[] = [];
  const first = Math.floor((from - season.phaseMs) / season.spacingMs) - 1;
  const last = Math.floor((to - season.phaseMs) / season.spacingMs);
  for (let round = first; round <= last; round++) {
    for (const [home, away, place] of pairingsOfRound(season.teams.length, round)) {
      const at = kickOff(season, round, place);
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
 * The least time between two meetings of the same pair: a pairing keeps its place in the round and meets
 * again (teams - 1) rounds later, home and away swapped; less a second for the rounding of kick-offs.
 */
export function reverseGapMs(season: Season): number {
  return (evenCount(season.teams.length) - 1) * season.spacingMs - SECOND;
}
