import { MARKET_TYPE } from '@sportsbook/contracts';
import type { GoalsLeg, PointsLeg, SetsLeg } from '../../trading/pricing/builderModel';
import { KEY_PLAYERS, SHARE } from '../../trading/engine/playerProps';
import type { SimState } from '../../trading/engine/types';

/** One outcome of the event as the builder reads it. */
export interface LegOutcome {
  outcomeId: number;
  ordinal: number;
  outcomeDescription: string;
  marketId: number;
  marketTypeId: number;
  marketDescription: string;
  periodType: number;
  spread: number | null;
  instance: number | null;
  /** The market's state for betting (open, suspended, lts, closed). */
  marketStatus: string;
  resulted: boolean;
  hidden: boolean;
  price: number;
  eventId: number;
}

export type BuilderLegs =
  { style: 'goals'; legs: GoalsLeg[] } | { style: 'points'; legs: PointsLeg[] } | { style: 'sets'; legs: SetsLeg[] };

/** Full-time markets only: a half's or a period's result is a different match for the model. */
const fullTime = (leg: LegOutcome) => leg.periodType % 100 === 0;

function goalsLeg(leg: LegOutcome, state: SimState): GoalsLeg | null {
  const first = leg.ordinal === 1;
  if (!fullTime(leg)) return null;
  switch (leg.marketTypeId) {
    case MARKET_TYPE.matchResult:
      return { kind: 'result', pick: (['home', 'draw', 'away'] as const)[leg.ordinal - 1] };
    case MARKET_TYPE.doubleChance:
      return { kind: 'doubleChance', pick: (['homeDraw', 'homeAway', 'drawAway'] as const)[leg.ordinal - 1] };
    case MARKET_TYPE.bothTeamsToScore:
      return { kind: 'bothTeamsToScore', yes: first };
    case MARKET_TYPE.totalGoals:
      return leg.spread === null ? null : { kind: 'total', line: leg.spread, over: first };
    case MARKET_TYPE.handicap:
      return leg.spread === null ? null : { kind: 'handicap', line: leg.spread, home: first };
    case MARKET_TYPE.playerToScore: {
      const index = (leg.instance ?? 0) - 1;
      const players = state.players;
      if (!players || index < 0 || index >= players.names.length) return null;
      return {
        kind: 'player',
        side: index < KEY_PLAYERS ? 0 : 1,
        share: SHARE.goals[index % KEY_PLAYERS],
        need: Math.max(1, 1 - players.goals[index]),
        yes: first,
      };
    }
    default:
      return null;
  }
}

function pointsLeg(leg: LegOutcome): PointsLeg | null {
  const first = leg.ordinal === 1;
  if (!fullTime(leg)) return null;
  switch (leg.marketTypeId) {
    case MARKET_TYPE.matchWinner:
      return { kind: 'winner', home: first };
    case MARKET_TYPE.matchResult:
      return { kind: 'result', pick: (['home', 'draw', 'away'] as const)[leg.ordinal - 1] };
    case MARKET_TYPE.totalPoints:
      return leg.spread === null ? null : { kind: 'total', line: leg.spread, over: first };
    case MARKET_TYPE.handicap:
      return leg.spread === null ? null : { kind: 'handicap', line: leg.spread, home: first };
    default:
      return null;
  }
}

function setsLeg(leg: LegOutcome): SetsLeg | null {
  if (leg.marketTypeId === MARKET_TYPE.matchWinner && fullTime(leg)) return { kind: 'match', home: leg.ordinal === 1 };
  if (leg.marketTypeId === MARKET_TYPE.setWinner && leg.instance)
    return { kind: 'set', index: leg.instance - 1, home: leg.ordinal === 1 };
  return null;
}

/** The joint model a sport's play style is priced with; none for the styles it does not know. */
export function builderStyleOf(playStyle: string): BuilderLegs['style'] | null {
  if (playStyle === 'goals' || playStyle === 'sets') return playStyle;
  return ['quarters', 'halves', 'innings'].includes(playStyle) ? 'points' : null;
}

/**
 * The model's legs of some outcomes of one event, or the first outcome the model cannot price (its market
 * is not one the sport's joint model knows: a half, a next goal, a player's shots).
 */
export function builderLegsOf(state: SimState, outcomes: LegOutcome[]): BuilderLegs | { unpriced: LegOutcome } | null {
  const style = builderStyleOf(state.style);
  if (!style) return null;
  const legs = [];
  for (const outcome of outcomes) {
    const leg = style === 'goals' ? goalsLeg(outcome, state) : style === 'points' ? pointsLeg(outcome) : setsLeg(outcome);
    if (!leg) return { unpriced: outcome };
    legs.push(leg);
  }
  return { style, legs } as BuilderLegs;
}
