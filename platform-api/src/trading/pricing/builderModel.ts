import { adjustedProbability, PRICE_LADDER } from '@sportsbook/domain';
import { scoreAdjustedRates, type GoalsState } from './goalsModel';
import { pointsModel, type PointsState } from './pointsModel';
import { poissonRow } from './probability';

/**
 * The bet builder's joint model: the chance that every leg of a same-game multi wins, worked out on the match
 * model that prices the legs one by one, so that correlated legs are priced together and never as the product
 * of their prices.
 *
 * Goals (football): the final regular-time score is the current score plus the goals still to come, each
 * side's a Poisson count at the score-adjusted rate of goalsModel.ts over the time left (the same twelve-goal
 * grid, so a one-leg builder is the model's own figure). A leg is a test on the final score; the joint
 * chance is the sum of the grid cells where every test holds. "Home win" and "over 2.5" are strongly
 * correlated: a home win makes goals more likely, so the joint chance is above the product of the two.
 * A key player's goals are a thinning of the team's goals: each of the team's goals still to come is the
 * player's with his share of the team's rate (playerProps.ts), which keeps the player's own market exact
 * (a thinned Poisson count is Poisson at rate × share) and ties him to the score: "player scores" and
 * "his side wins" go together.
 *
 * Points (basketball and kin): the final margin D and total T are normal as pointsModel.ts has them. Home
 * and away points are independent with equal spread, so D = H − A and T = H + A are uncorrelated and,
 * being jointly normal, independent: the joint chance is P(D in the legs' margin interval) × P(T in the
 * legs' total interval), each from the model's own cumulative functions. Two margin legs (winner and
 * handicap) are priced as the overlap of their intervals, not as a product.
 *
 * Sets (tennis and kin): the match is a race to N sets, the current set won by the home side with pSet and
 * every later one with pUnit (raceModel.ts); the joint chance follows every path of set winners that
 * satisfies the legs (match winner, winner of a given set).
 *
 * The price is the joint chance with the builder's margin (the ladder's margin function, as the feed's
 * markets have it, with a wider margin), rounded down onto the ladder as the book rounds.
 */

/** A same-game multi carries more margin than one market: it is the book's to price, not the market's. */
export const BUILDER_MARGIN = 0.12;
export const MIN_BUILDER_LEGS = 2;
export const MAX_BUILDER_LEGS = 6;
/** The prices a builder is offered within: as the feed's markets, never a near-certainty, never a lottery. */
export const MIN_BUILDER_PRICE = 1.05;
export const MAX_BUILDER_PRICE = 500;

const MAX_GOALS = 12;

export type GoalsLeg =
  | { kind: 'result'; pick: 'home' | 'draw' | 'away' }
  | { kind: 'doubleChance'; pick: 'homeDraw' | 'homeAway' | 'drawAway' }
  | { kind: 'bothTeamsToScore'; yes: boolean }
  | { kind: 'total'; line: number; over: boolean }
  /** The home side wins with the line added to its score (home = false: the away side covers). */
  | { kind: 'handicap'; line: number; home: boolean }
  /** A key player reaches `need` more goals (yes) or does not (no); `share` of his side's goals are his. */
  | { kind: 'player'; side: 0 | 1; share: number; need: number; yes: boolean };

export type PointsLeg =
  | { kind: 'winner'; home: boolean }
  | { kind: 'result'; pick: 'home' | 'draw' | 'away' }
  | { kind: 'total'; line: number; over: boolean }
  | { kind: 'handicap'; line: number; home: boolean };

export type SetsLeg = { kind: 'match'; home: boolean } | { kind: 'set'; index: number; home: boolean };

export interface SetsState {
  /** Sets won so far. */
  units: [number, number];
  /** The index of the set being played (0-based). */
  current: number;
  setsToWin: number;
  /** Home's chance in the current set and in each later one. */
  pSet: number;
  pUnit: number;
}

/** Whether a final regular-time score satisfies a goals leg (player legs are counted apart). */
function scoreHolds(leg: GoalsLeg, h: number, a: number): boolean {
  switch (leg.kind) {
    case 'result':
      return leg.pick === 'home' ? h > a : leg.pick === 'away' ? h < a : h === a;
    case 'doubleChance':
      return leg.pick === 'homeDraw' ? h >= a : leg.pick === 'drawAway' ? h <= a : h !== a;
    case 'bothTeamsToScore':
      return (h > 0 && a > 0) === leg.yes;
    case 'total':
      return h + a > leg.line === leg.over;
    case 'handicap':
      return h + leg.line > a === leg.home;
    case 'player':
      return true;
  }
}

/**
 * The chance that a side's key players each reach (or miss) their goals, given the side scores `goals` more:
 * every goal is one player's with his share, or someone else's. Counts are kept only up to what each needs.
 */
function playersHold(players: Extract<GoalsLeg, { kind: 'player' }>[], goals: number): number {
  if (!players.length) return 1;
  const others = 1 - players.reduce((sum, p) => sum + p.share, 0);
  let states = new Map<string, { counts: number[]; p: number }>([['', { counts: players.map(() => 0), p: 1 }]]);
  for (let g = 0; g < goals; g++) {
    const next = new Map<string, { counts: number[]; p: number }>();
    const add = (counts: number[], p: number) => {
      const key = counts.join(',');
      const known = next.get(key);
      if (known) known.p += p;
      else next.set(key, { counts, p });
    };
    for (const { counts, p } of states.values()) {
      add(counts, p * others);
      players.forEach((player, i) =>
        add(
          counts.map((c, j) => (j === i ? Math.min(player.need, c + 1) : c)),
          p * player.share,
        ),
      );
    }
    states = next;
  }
  let held = 0;
  for (const { counts, p } of states.values())
    if (players.every((player, i) => counts[i] >= player.need === player.yes)) held += p;
  return held;
}

/** Goals: the sum over the grid of goals to come of the cells where every leg holds. */
export function goalsJoint(state: GoalsState, legs: GoalsLeg[]): number {
  const [homeRate, awayRate] = scoreAdjustedRates(state);
  const home = poissonRow(homeRate * state.remaining, MAX_GOALS);
  const away = poissonRow(awayRate * state.remaining, MAX_GOALS);
  const players = legs.filter((leg): leg is Extract<GoalsLeg, { kind: 'player' }> => leg.kind === 'player');
  const bySide = [players.filter((p) => p.side === 0), players.filter((p) => p.side === 1)];
  let p = 0;
  home.forEach((ph, x) =>
    away.forEach((pa, y) => {
      const h = state.home + x;
      const a = state.away + y;
      if (!legs.every((leg) => scoreHolds(leg, h, a))) return;
      p += ph * pa * playersHold(bySide[0], x) * playersHold(bySide[1], y);
    }),
  );
  return p;
}

/** Goals: whether some final score lets every leg win (a logical test, before any pricing). */
export function goalsPossible(state: Pick<GoalsState, 'home' | 'away'>, legs: GoalsLeg[]): boolean {
  for (let x = 0; x <= MAX_GOALS; x++)
    for (let y = 0; y <= MAX_GOALS; y++) {
      const goals = [x, y];
      const playersCan = legs.every((leg) => leg.kind !== 'player' || !leg.yes || goals[leg.side] >= sumNeeds(legs, leg.side));
      if (playersCan && legs.every((leg) => scoreHolds(leg, state.home + x, state.away + y))) return true;
    }
  return false;
}

/** The goals a side must score for all its "yes" players to reach their lines. */
const sumNeeds = (legs: GoalsLeg[], side: 0 | 1) =>
  legs.reduce((sum, leg) => sum + (leg.kind === 'player' && leg.side === side && leg.yes ? leg.need : 0), 0);

/** An open interval (low, high) of a points quantity. */
interface Interval {
  low: number;
  high: number;
}

/** The margin and total intervals every points leg together allows; an empty one means they cannot all win. */
function pointsIntervals(legs: PointsLeg[]): { margin: Interval; total: Interval } {
  const margin = { low: -Infinity, high: Infinity };
  const total = { low: -Infinity, high: Infinity };
  const narrow = (interval: Interval, low: number, high: number) => {
    interval.low = Math.max(interval.low, low);
    interval.high = Math.min(interval.high, high);
  };
  for (const leg of legs) {
    if (leg.kind === 'winner') narrow(margin, leg.home ? 0 : -Infinity, leg.home ? Infinity : 0);
    else if (leg.kind === 'result')
      narrow(
        margin,
        leg.pick === 'home' ? 0.5 : leg.pick === 'draw' ? -0.5 : -Infinity,
        leg.pick === 'away' ? -0.5 : leg.pick === 'draw' ? 0.5 : Infinity,
      );
    else if (leg.kind === 'handicap') narrow(margin, leg.home ? -leg.line : -Infinity, leg.home ? Infinity : -leg.line);
    else narrow(total, leg.over ? leg.line : -Infinity, leg.over ? Infinity : leg.line);
  }
  return { margin, total };
}

export function pointsPossible(legs: PointsLeg[]): boolean {
  const { margin, total } = pointsIntervals(legs);
  return margin.low < margin.high && total.low < total.high;
}

/** Points: P(D in the margin interval) × P(T in the total interval), from the model's own functions. */
export function pointsJoint(state: PointsState, legs: PointsLeg[]): number {
  const { margin, total } = pointsIntervals(legs);
  if (!(margin.low < margin.high && total.low < total.high)) return 0;
  // P(D > x) is the model's handicap chance at line −x; P(T > x) its over chance at line x.
  const marginAbove = (x: number) => (x === -Infinity ? 1 : x === Infinity ? 0 : pointsModel.handicapHome(state, -x));
  const totalAbove = (x: number) => (x === -Infinity ? 1 : x === Infinity ? 0 : pointsModel.over(state, x));
  return (marginAbove(margin.low) - marginAbove(margin.high)) * (totalAbove(total.low) - totalAbove(total.high));
}

/** Sets: every path of set winners from the current set on, weighted by its chance, that satisfies the legs. */
export function setsJoint(state: SetsState, legs: SetsLeg[], pSet = state.pSet, pUnit = state.pUnit): number {
  const { setsToWin } = state;
  const match = legs.find((leg): leg is Extract<SetsLeg, { kind: 'match' }> => leg.kind === 'match');
  const setLegs = legs.filter((leg): leg is Extract<SetsLeg, { kind: 'set' }> => leg.kind === 'set');
  const from = (a: number, b: number, index: number): number => {
    if (a >= setsToWin || b >= setsToWin) {
      // A set leg on a set the match never reached is lost: the builder needs every leg to win.
      if (setLegs.some((leg) => leg.index >= index)) return 0;
      return !match || match.home === a >= setsToWin ? 1 : 0;
    }
    const p = index === state.current ? pSet : pUnit;
    const wanted = setLegs.filter((leg) => leg.index === index);
    const homeOk = wanted.every((leg) => leg.home);
    const awayOk = wanted.every((leg) => !leg.home);
    return (homeOk ? p * from(a + 1, b, index + 1) : 0) + (awayOk ? (1 - p) * from(a, b + 1, index + 1) : 0);
  };
  return from(state.units[0], state.units[1], state.current);
}

/** Sets: whether some sequence of set winners lets every leg win. */
export const setsPossible = (state: SetsState, legs: SetsLeg[]) => setsJoint(state, legs, 0.5, 0.5) > 0;

/**
 * A builder's price from its joint chance: the builder margin, rounded down onto the ladder. Null when the
 * price would fall outside what a builder is offered at.
 */
export function builderPrice(probability: number): number | null {
  if (!(probability > 0 && probability < 1)) return null;
  const raw = 1 / adjustedProbability(probability, BUILDER_MARGIN);
  if (raw < MIN_BUILDER_PRICE || raw > MAX_BUILDER_PRICE) return null;
  let price = PRICE_LADDER[0];
  for (const step of PRICE_LADDER) if (step <= raw + 1e-9) price = step;
  return price >= MIN_BUILDER_PRICE ? price : null;
}
