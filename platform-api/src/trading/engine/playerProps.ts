import { MARKET_TYPE } from '@sportsbook/contracts';
import { poissonPmf } from '../pricing/probability';
import { Rng } from '../rng';
import type { MarketSpec, SimState } from './types';

/**
 * Player props of football: the key players of each side and their statistics, played alongside the
 * match, priced from each player's share of the team's rate and settled as the statistics happen.
 */
export const KEY_PLAYERS = 3;

type Stat = 'goals' | 'assists' | 'shots' | 'cards' | 'fouls';

/** Indexed by player: the home side's key players first, then the away side's. */
export type PlayerStats = { names: string[] } & Record<Stat, number[]>;

/** Each key player's share of the team's count of a statistic. */
export const SHARE: Record<Stat, readonly number[]> = {
  goals: [0.34, 0.18, 0.12],
  assists: [0.24, 0.16, 0.1],
  shots: [0.3, 0.2, 0.14],
  cards: [0.14, 0.1, 0.08],
  fouls: [0.14, 0.11, 0.09],
};
/** A side's count over a regular match, for the statistics that are not goals; assists follow goals. */
const TEAM_RATE = { shots: 4.6, cards: 2, fouls: 11 };
const ASSISTED = 0.7;

const PROPS: { stat: Stat; marketTypeId: number; line: number; description: (name: string) => string }[] = [
  { stat: 'goals', marketTypeId: MARKET_TYPE.playerToScore, line: 1, description: (name) => `${name} To Score` },
  { stat: 'shots', marketTypeId: MARKET_TYPE.playerShotsOnTarget, line: 2, description: (name) => `${name} 2+ Shots On Target` },
  { stat: 'assists', marketTypeId: MARKET_TYPE.playerToAssist, line: 1, description: (name) => `${name} To Assist` },
  { stat: 'cards', marketTypeId: MARKET_TYPE.playerToBeBooked, line: 1, description: (name) => `${name} To Be Booked` },
  { stat: 'fouls', marketTypeId: MARKET_TYPE.playerFoulsCommitted, line: 2, description: (name) => `${name} 2+ Fouls Committed` },
];

const FIRST = 'ADEGJKLMNPRST';
const SURNAMES = [
  'Alvarez',
  'Becker',
  'Costa',
  'Dalton',
  'Eriksen',
  'Fischer',
  'Garrido',
  'Hughes',
  'Ivanov',
  'Jansen',
  'Keller',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Sato',
  'Tanaka',
  'Varga',
  'Weber',
  'Yilmaz',
  'Zielinski',
  'Mensah',
  'Otieno',
  'Silva',
  'Bauer',
];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A team's key players: the same names in every match of the team. */
export function keyPlayers(team: string): string[] {
  const rng = new Rng(hash(team));
  const names = new Set<string>();
  while (names.size < KEY_PLAYERS) names.add(`${rng.pick([...FIRST])}. ${rng.pick(SURNAMES)}`);
  return [...names];
}

export function initPlayerStats(names: [string, string]): PlayerStats {
  const zero = () => Array.from({ length: 2 * KEY_PLAYERS }, () => 0);
  return {
    names: [...keyPlayers(names[0]), ...keyPlayers(names[1])],
    goals: zero(),
    assists: zero(),
    shots: zero(),
    cards: zero(),
    fouls: zero(),
  };
}

/** Credits a statistic of a side to one of its key players, or to nobody tracked (the rest of the team). */
function credit(stats: PlayerStats, stat: Stat, side: 0 | 1, rng: Rng): void {
  let draw = rng.next();
  for (let i = 0; i < KEY_PLAYERS; i++) {
    draw -= SHARE[stat][i];
    if (draw < 0) {
      stats[stat][side * KEY_PLAYERS + i] += 1;
      return;
    }
  }
}

export function recordGoal(stats: PlayerStats, side: 0 | 1, rng: Rng): void {
  credit(stats, 'goals', side, rng);
  if (rng.chance(ASSISTED)) credit(stats, 'assists', side, rng);
}

export function recordBooking(stats: PlayerStats, side: 0 | 1, rng: Rng): void {
  credit(stats, 'cards', side, rng);
}

/** Shots on target and fouls over `seconds` of a match of `matchSeconds`. */
export function recordPlay(stats: PlayerStats, seconds: number, matchSeconds: number, rng: Rng): void {
  for (const side of [0, 1] as const) {
    if (rng.chance((TEAM_RATE.shots * seconds) / matchSeconds)) credit(stats, 'shots', side, rng);
    if (rng.chance((TEAM_RATE.fouls * seconds) / matchSeconds)) credit(stats, 'fouls', side, rng);
  }
}

/** P(N >= k) for a Poisson count of mean `lambda`. */
function atLeast(lambda: number, k: number): number {
  let below = 0;
  for (let j = 0; j < k; j++) below += poissonPmf(lambda, j);
  return Math.min(1, Math.max(0, 1 - below));
}

/**
 * The Yes/No market of every prop of every key player. Yes settles the moment the player reaches the line;
 * No once regular time is over (`decided`). `remaining` is the share of regular time still to play.
 */
export function playerPropMarkets(
  stats: PlayerStats,
  rates: SimState['rates'],
  remaining: number,
  decided: boolean,
  periodType: number,
): MarketSpec[] {
  return PROPS.flatMap(({ stat, marketTypeId, line, description }) =>
    stats.names.map((name, index): MarketSpec => {
      const side = index < KEY_PLAYERS ? 0 : 1;
      const share = SHARE[stat][index % KEY_PLAYERS];
      const teamRate = stat === 'goals' ? rates[side] : stat === 'assists' ? rates[side] * ASSISTED : TEAM_RATE[stat];
      const have = stats[stat][index];
      const yes = have >= line ? 1 : atLeast(teamRate * share * remaining, line - have);
      return {
        marketTypeId,
        description: description(name),
        periodType,
        periodDescription: 'Full Time',
        // The instance tells the players' markets of one type apart.
        instance: index + 1,
        playerName: name,
        outcomes: [
          { description: 'Yes', probability: yes },
          { description: 'No', probability: 1 - yes },
        ],
        winners: have >= line ? [1] : decided ? [2] : undefined,
      };
    }),
  );
}
