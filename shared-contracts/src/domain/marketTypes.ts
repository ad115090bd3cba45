/**
 * Market type ids. The spec fixes both teams to score 350, next goal 2722 and double chance 605; the rest
 * are this platform's own, named here once for the server and the remotes.
 */
export const MARKET_TYPE = {
  matchResult: 1,
  matchWinner: 2,
  totalGoals: 10,
  handicap: 11,
  totalPoints: 20,
  setWinner: 31,
  outrightWinner: 40,
  bothTeamsToScore: 350,
  doubleChance: 605,
  nextGoal: 2722,
  playerToScore: 71,
  playerShotsOnTarget: 72,
  playerToAssist: 73,
  playerToBeBooked: 74,
  playerFoulsCommitted: 75,
} as const;

export type MarketTypeId = (typeof MARKET_TYPE)[keyof typeof MARKET_TYPE];

/** Market types whose markets carry a number line (spread): their markets are sorted by it (spec 2 section 5). */
export const NUMBER_LINE_MARKET_TYPES: readonly number[] = [
  MARKET_TYPE.totalGoals,
  MARKET_TYPE.handicap,
  MARKET_TYPE.totalPoints,
];

/** The stat groups of player props (spec 2 section 9); a market's `playerName` names its player. */
export type PlayerPropGroup = 'goals' | 'shots' | 'assists' | 'bookings' | 'other';
export const PLAYER_PROP_GROUPS: readonly PlayerPropGroup[] = ['goals', 'shots', 'assists', 'bookings', 'other'];

export const PLAYER_PROP_GROUP: Readonly<Record<number, PlayerPropGroup>> = {
  [MARKET_TYPE.playerToScore]: 'goals',
  [MARKET_TYPE.playerShotsOnTarget]: 'shots',
  [MARKET_TYPE.playerToAssist]: 'assists',
  [MARKET_TYPE.playerToBeBooked]: 'bookings',
  [MARKET_TYPE.playerFoulsCommitted]: 'other',
};

/** Period types: full time 100 pre-match and 200 live; the first half 102 pre-match and 202 live (spec 2 section 9). */
export const PERIOD_TYPE = {
  fullTimePrematch: 100,
  fullTimeLive: 200,
  firstHalfPrematch: 102,
  firstHalfLive: 202,
} as const;

export function periodTypeOf(period: 'full' | 'firstHalf' | 'set', live: boolean, setNumber = 0): number {
  if (period === 'full') return live ? PERIOD_TYPE.fullTimeLive : PERIOD_TYPE.fullTimePrematch;
  if (period === 'firstHalf') return live ? PERIOD_TYPE.firstHalfLive : PERIOD_TYPE.firstHalfPrematch;
  return (live ? 210 : 110) + setNumber;
}
