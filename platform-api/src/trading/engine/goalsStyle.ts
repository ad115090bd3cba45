import { MARKET_TYPE, periodTypeOf } from '@sportsbook/contracts';
import { goalsModel, scoreAdjustedRates, type GoalsState } from '../pricing/goalsModel';
import { baseState, clockStatus, type Engine, scoreLines, spendIntermission, threeWay } from './engine';
import type { Happening, MarketSpec, SimState } from './types';
import type { Rng } from '../rng';
import { initPlayerStats, playerPropMarkets, recordBooking, recordGoal, recordPlay } from './playerProps';

/** Football-type sports: two halves, extra time and penalties in cups, cards and corners. */
const HALF_SECONDS: Record<string, number> = { FOOT: 45 * 60, EFOT: 6 * 60 };
const EXTRA_HALF_SECONDS = 15 * 60;
const INTERMISSION_SECONDS: Record<string, number> = { FOOT: 15 * 60, EFOT: 60 };
const TOTAL_LINES = [1.5, 2.5, 3.5];

const halfSeconds = (s: SimState) => HALF_SECONDS[s.sportCode] ?? HALF_SECONDS.FOOT;
/** Share of regular time still to play. */
function remaining(s: SimState): number {
  if (s.phase === 'prematch') return 1;
  if (s.period >= 2) return 0;
  return Math.max(
    0,
    (2 * halfSeconds(s) - (s.period * halfSeconds(s) + Math.min(s.periodElapsed, halfSeconds(s)))) / (2 * halfSeconds(s)),
  );
}

function firstHalfRemaining(s: SimState): number {
  if (s.phase === 'prematch') return 0.5;
  return s.period >= 1 ? 0 : Math.max(0, (halfSeconds(s) - s.periodElapsed) / (2 * halfSeconds(s)));
}

/** What the goals model reads of a match: the score, the sides' rates and the share of regular time left. */
export const goalsStateOf = (s: SimState): GoalsState => ({
  home: s.score[0],
  away: s.score[1],
  homeRate: s.rates[0],
  awayRate: s.rates[1],
  remaining: remaining(s),
});

const minutes = (s: SimState) => Math.floor((s.period * halfSeconds(s) + s.periodElapsed) / 60);
/** The minutes the match clock shows, extra time counted on from 90. */
const clockMinutes = (s: SimState) =>
  s.period >= 2 ? 90 + Math.floor(((s.period - 2) * EXTRA_HALF_SECONDS + s.periodElapsed) / 60) : minutes(s);

/** A goal of `side` now: the score, the next-goal order, the half's score and the scorer's statistics. */
function scoreGoal(s: SimState, side: 0 | 1, rng: Rng): Happening {
  s.score[side] += 1;
  (s.goalOrder ??= []).push(side);
  const regular = s.period < 2;
  if (regular) (s.periodScores[s.period] ??= [0, 0])[side] += 1;
  if (regular && s.players) recordGoal(s.players, side, rng);
  return { kind: 'score', dangerous: true, side, minute: clockMinutes(s), points: 1, score: [...s.score] as [number, number] };
}

/** A goal a drill or journey asked for (`forceGoal`), scored on the match's next step. */
function forcedNow(s: SimState, side: 0 | 1): boolean {
  if (s.forcedGoal !== side) return false;
  delete s.forcedGoal;
  return true;
}

export const goalsStyle: Engine = {
  init(input) {
    const [h, a] = input.strengths;
    const total = input.sportCode === 'EFOT' ? 4.2 : 2.7;
    const share = h / (h + a);
    const state: SimState = { ...baseState(input, 'goals'), rates: [total * (share + 0.04), total * (1 - share - 0.04)] };
    // Player props are football's alone; esports football has no players to trade.
    if (input.sportCode === 'FOOT') state.players = initPlayerStats(input.names);
    return state;
  },

  advance(s, seconds, rng) {
    const happened: Happening[] = [];
    let left = seconds;
    while (left > 0 && s.phase !== 'finished') {
      if (s.phase === 'prematch') s.phase = 'live';
      if (s.intermissionLeft > 0) {
        left = spendIntermission(s, left);
        continue;
      }
      const extra = s.period >= 2;
      const periodLength = extra ? EXTRA_HALF_SECONDS : halfSeconds(s);
      const step = Math.min(left, periodLength - s.periodElapsed, 10);
      // The pricing model's rates at this score: the game is played as it is priced.
      const rates = scoreAdjustedRates(goalsStateOf(s));
      const perSecond = (side: 0 | 1) => rates[side] / (2 * halfSeconds(s));
      // Player statistics count in regular time, as their props settle on it.
      const players = extra ? undefined : s.players;
      if (players) recordPlay(players, step, 2 * halfSeconds(s), rng);
      const minute = clockMinutes(s);
      for (const side of [0, 1] as const) {
        if (rng.chance(perSecond(side) * step) || forcedNow(s, side)) happened.push(scoreGoal(s, side, rng));
        if (rng.chance((step / 5400) * 2)) {
          s.cards.yellow[side] += 1;
          if (players) recordBooking(players, side, rng);
          happened.push({ kind: 'card', dangerous: false, side, minute, card: 'yellow' });
        }
        if (rng.chance((step / 5400) * 0.12)) {
          s.cards.red[side] += 1;
          happened.push({ kind: 'card', dangerous: false, side, minute, card: 'red' });
        }
        if (rng.chance((step / 5400) * 5)) {
          s.corners[side] += 1;
          happened.push({ kind: 'corner', dangerous: false, side, minute });
        }
      }
      s.periodElapsed += step;
      left -= step;
      if (s.periodElapsed >= periodLength) {
        happened.push({
          kind: 'period-end',
          dangerous: true,
          minute: clockMinutes(s),
          score: [...s.score] as [number, number],
          period: s.period + 1,
        });
        if (s.period === 0) s.firstHalf = [...s.score] as [number, number];
        s.period += 1;
        s.periodElapsed = 0;
        const level = s.score[0] === s.score[1];
        const regularOver = s.period === 2;
        const extraOver = s.period === 4;
        if ((regularOver && !(s.cup && level)) || extraOver) {
          if (extraOver && level) s.penalties = rng.chance(0.5) ? [5, 4] : [3, 4];
          s.phase = 'finished';
          happened.push({ kind: 'finished', dangerous: false });
        } else if (s.period === 1) {
          s.intermissionLeft = INTERMISSION_SECONDS[s.sportCode] ?? INTERMISSION_SECONDS.FOOT;
        }
      }
    }
    return happened;
  },

  markets(s, live) {
    const full = periodTypeOf('full', live);
    const goals = goalsStateOf(s);
    // The 1X2 and its kin settle on regular time: its score is the score at the end of the second half.
    const regular =
      s.period >= 2 ? ([0, 1] as const).map((i) => (s.periodScores[0]?.[i] ?? 0) + (s.periodScores[1]?.[i] ?? 0)) : null;
    const decided = regular !== null;
    const [h, a] = regular ?? s.score;
    const result = goalsModel.matchResult(goals);
    const specs: MarketSpec[] = [
      {
        marketTypeId: MARKET_TYPE.matchResult,
        description: 'Match Result',
        periodType: full,
        periodDescription: 'Full Time',
        outcomes: threeWay(s.names, result),
        winners: decided ? [h > a ? 1 : h === a ? 2 : 3] : undefined,
      },
      {
        marketTypeId: MARKET_TYPE.doubleChance,
        description: 'Double Chance',
        periodType: full,
        periodDescription: 'Full Time',
        outcomes: [
          { description: `${s.names[0]} or Draw`, probability: result.home + result.draw },
          { description: `${s.names[0]} or ${s.names[1]}`, probability: result.home + result.away },
          { description: `Draw or ${s.names[1]}`, probability: result.draw + result.away },
        ],
        winners: decided ? (h > a ? [1, 2] : h === a ? [1, 3] : [2, 3]) : undefined,
      },
    ];
    const bttsDecided = (s.score[0] > 0 && s.score[1] > 0) || decided;
    const btts = goalsModel.bothTeamsToScore(goals);
    specs.push({
      marketTypeId: MARKET_TYPE.bothTeamsToScore,
      description: 'Both Teams To Score',
      periodType: full,
      periodDescription: 'Full Time',
      outcomes: [
        { description: 'Yes', probability: btts },
        { description: 'No', probability: 1 - btts },
      ],
      winners: bttsDecided ? [h > 0 && a > 0 ? 1 : 2] : undefined,
    });
    for (const line of TOTAL_LINES) {
      const over = goalsModel.over(goals, line);
      const settled = h + a > line || decided;
      specs.push({
        marketTypeId: MARKET_TYPE.totalGoals,
        description: `Total Goals ${line}`,
        periodType: full,
        periodDescription: 'Full Time',
        spread: line,
        outcomes: [
          { description: `Over ${line}`, probability: over },
          { description: `Under ${line}`, probability: 1 - over },
        ],
        winners: settled ? [h + a > line ? 1 : 2] : undefined,
      });
    }
    const handicap = goalsModel.handicapHome(goals, -1.5);
    specs.push({
      marketTypeId: MARKET_TYPE.handicap,
      description: 'Handicap',
      periodType: full,
      periodDescription: 'Full Time',
      spread: -1.5,
      outcomes: [
        { description: `${s.names[0]} -1.5`, probability: handicap, opponent: 0 },
        { description: `${s.names[1]} +1.5`, probability: 1 - handicap, opponent: 1 },
      ],
      winners: decided ? [h - 1.5 > a ? 1 : 2] : undefined,
    });

    const firstHalf = periodTypeOf('firstHalf', live);
    const halfState: GoalsState = { ...goals, remaining: firstHalfRemaining(s) };
    const half = goalsModel.matchResult(halfState);
    const fh = s.firstHalf;
    specs.push({
      marketTypeId: MARKET_TYPE.matchResult,
      description: 'First Half Result',
      periodType: firstHalf,
      periodDescription: 'First Half',
      outcomes: threeWay(s.names, half),
      winners: fh ? [fh[0] > fh[1] ? 1 : fh[0] === fh[1] ? 2 : 3] : undefined,
    });

    if (s.players) specs.push(...playerPropMarkets(s.players, s.rates, remaining(s), decided, full));

    if (live) {
      // Every next-goal market of the match: the scored ones settle on their scorer.
      (s.goalOrder ?? []).forEach((side, i) =>
        specs.push({
          marketTypeId: MARKET_TYPE.nextGoal,
          description: `Goal ${i + 1}`,
          periodType: full,
          periodDescription: 'Full Time',
          instance: i + 1,
          outcomes: [
            { description: s.names[0], probability: side === 0 ? 1 : 0, opponent: 0 },
            { description: 'No Goal', probability: 0 },
            { description: s.names[1], probability: side === 1 ? 1 : 0, opponent: 1 },
          ],
          winners: [side === 0 ? 1 : 3],
        }),
      );
      const next = goalsModel.nextGoal(goals);
      const instance = (s.goalOrder?.length ?? 0) + 1;
      // Late in the match the next-goal market is taken out of the lists until it settles.
      const late = minutes(s) >= 85 && s.period === 1;
      specs.push({
        marketTypeId: MARKET_TYPE.nextGoal,
        description: `Goal ${instance}`,
        periodType: full,
        periodDescription: 'Full Time',
        instance,
        status: late ? 'lts' : 'open',
        outcomes: [
          { description: s.names[0], probability: next.home, opponent: 0 },
          { description: 'No Goal', probability: next.none },
          { description: s.names[1], probability: next.away, opponent: 1 },
        ],
        winners: decided ? [2] : undefined,
      });
    }
    return specs;
  },

  fields(s) {
    const extra = s.period >= 2;
    const status = clockStatus(s);
    return {
      clock: { minutes: clockMinutes(s), status },
      scores: {
        score: scoreLines(s, (side) => ({
          redCards: s.cards.red[side],
          yellowCards: s.cards.yellow[side],
          corners: s.corners[side],
        })),
        scoresPerPeriod: s.periodScores.flatMap((scores, i) =>
          ([0, 1] as const).map((side) => ({
            opponentIndex: side,
            periodKey: 'HALF' as const,
            periodInstance: i + 1,
            score: scores?.[side] ?? 0,
          })),
        ),
      },
      currentPeriod: s.penalties ? 'Penalties' : extra ? 'Extra Time' : s.period === 0 ? '1st Half' : '2nd Half',
      currentPeriodAbbreviation: s.penalties ? 'PENS' : extra ? 'ET_HALF' : 'HALF',
      currentPeriodNumber: extra ? s.period - 1 : Math.min(s.period, 1) + 1,
      cricketOutcomes: null,
    };
  },
};
