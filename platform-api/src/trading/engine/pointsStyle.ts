import { MARKET_TYPE, periodTypeOf, type PeriodAbbreviation, type PeriodKey } from '@sportsbook/contracts';
import { pointsModel, type PointsState } from '../pricing/pointsModel';
import { baseState, clockStatus, type Engine, scoreLines, spendIntermission, threeWay, twoWay } from './engine';
import type { Happening, MarketSpec, SimState } from './types';

/** Points sports: quarters (basketball, american football), halves (handball), innings (baseball). */
interface PointsRules {
  periods: number;
  periodSeconds: number;
  intermission: number;
  total: number;
  marginSd: number;
  /** Expected winning margin of the strongest side over the weakest, and the home side's edge. */
  maxMargin: number;
  homeEdge: number;
  /** Points one score is worth, with weights. */
  scoring: [number, number][];
  periodKey: PeriodKey;
  abbreviation: PeriodAbbreviation;
  draws: boolean;
  overtimeSeconds: number;
}

const RULES: Record<string, PointsRules> = {
  BASK: {
    maxMargin: 16,
    homeEdge: 2.5,
    periods: 4,
    periodSeconds: 12 * 60,
    intermission: 120,
    total: 218,
    marginSd: 12,
    scoring: [
      [2, 0.6],
      [3, 0.28],
      [1, 0.12],
    ],
    periodKey: 'QTR',
    abbreviation: 'QTR',
    draws: false,
    overtimeSeconds: 5 * 60,
  },
  EBSK: {
    maxMargin: 8,
    homeEdge: 1,
    periods: 4,
    periodSeconds: 5 * 60,
    intermission: 30,
    total: 96,
    marginSd: 9,
    scoring: [
      [2, 0.6],
      [3, 0.3],
      [1, 0.1],
    ],
    periodKey: 'QTR',
    abbreviation: 'QTR',
    draws: false,
    overtimeSeconds: 2 * 60,
  },
  AMFB: {
    maxMargin: 14,
    homeEdge: 2.5,
    periods: 4,
    periodSeconds: 15 * 60,
    intermission: 120,
    total: 45,
    marginSd: 13,
    scoring: [
      [7, 0.6],
      [3, 0.35],
      [2, 0.05],
    ],
    periodKey: 'QTR',
    abbreviation: 'QTR',
    draws: false,
    overtimeSeconds: 10 * 60,
  },
  HAND: {
    maxMargin: 6,
    homeEdge: 1,
    periods: 2,
    periodSeconds: 30 * 60,
    intermission: 15 * 60,
    total: 56,
    marginSd: 5,
    scoring: [[1, 1]],
    periodKey: 'HALF',
    abbreviation: 'HALF',
    draws: true,
    overtimeSeconds: 0,
  },
  BASE: {
    maxMargin: 2.5,
    homeEdge: 0.2,
    periods: 9,
    periodSeconds: 20 * 60,
    intermission: 60,
    total: 9,
    marginSd: 4,
    scoring: [
      [1, 0.7],
      [2, 0.2],
      [3, 0.07],
      [4, 0.03],
    ],
    periodKey: 'PERIOD',
    abbreviation: 'PERIOD',
    draws: false,
    overtimeSeconds: 20 * 60,
  },
};

const rules = (s: SimState) => RULES[s.sportCode] ?? RULES.BASK;
const meanScore = (r: PointsRules) => r.scoring.reduce((sum, [points, weight]) => sum + points * weight, 0);

function remaining(s: SimState): number {
  const r = rules(s);
  if (s.phase === 'prematch') return 1;
  if (s.period >= r.periods) return s.phase === 'finished' ? 0 : 0.05;
  return Math.max(0, 1 - (s.period * r.periodSeconds + s.periodElapsed) / (r.periods * r.periodSeconds));
}

/** What the points model reads of a match (the bet builder prices its joint legs from it too). */
export function model(s: SimState): PointsState {
  const r = rules(s);
  return {
    home: s.score[0],
    away: s.score[1],
    homeRate: s.rates[0],
    awayRate: s.rates[1],
    marginSd: r.marginSd,
    remaining: remaining(s),
  };
}

const half = (value: number) => Math.floor(value) + 0.5;

export const pointsStyle: Engine = {
  init(input) {
    const r = RULES[input.sportCode] ?? RULES.BASK;
    const [h, a] = input.strengths;
    // Strengths run 0.6-1.4, so a side's share runs 0.3-0.7: the widest gap makes the largest margin.
    const gap = Math.max(-1, Math.min(1, (h / (h + a) - 0.5) / 0.2));
    const margin = r.maxMargin * gap + r.homeEdge;
    const style = r.periodKey === 'QTR' ? 'quarters' : r.periodKey === 'HALF' ? 'halves' : 'innings';
    return { ...baseState(input, style), rates: [(r.total + margin) / 2, (r.total - margin) / 2] };
  },

  advance(s, seconds, rng) {
    const r = rules(s);
    const happened: Happening[] = [];
    let left = seconds;
    while (left > 0 && s.phase !== 'finished') {
      if (s.phase === 'prematch') s.phase = 'live';
      if (s.intermissionLeft > 0) {
        left = spendIntermission(s, left);
        continue;
      }
      const periodLength = s.period >= r.periods ? r.overtimeSeconds : r.periodSeconds;
      const step = Math.min(left, periodLength - s.periodElapsed, 5);
      for (const side of [0, 1] as const) {
        const scoresPerSecond = s.rates[side] / meanScore(r) / (r.periods * r.periodSeconds);
        if (rng.chance(scoresPerSecond * step)) {
          let pick = rng.next();
          const points = r.scoring.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? r.scoring[0][0];
          s.score[side] += points;
          (s.periodScores[s.period] ??= [0, 0])[side] += points;
          happened.push({
            kind: 'score',
            dangerous: points >= 3 && r.periodKey !== 'QTR',
            side,
            points,
            // As the clock shows it: the minute of the period.
            minute: Math.floor(s.periodElapsed / 60),
            score: [...s.score] as [number, number],
            period: s.period + 1,
          });
        }
      }
      s.periodElapsed += step;
      left -= step;
      if (s.periodElapsed >= periodLength) {
        happened.push({ kind: 'period-end', dangerous: true, score: [...s.score] as [number, number], period: s.period + 1 });
        if (s.period === Math.floor(r.periods / 2) - 1) s.firstHalf = [...s.score] as [number, number];
        s.period += 1;
        s.periodElapsed = 0;
        const level = s.score[0] === s.score[1];
        if (s.period >= r.periods && (r.draws || !level)) {
          s.phase = 'finished';
          happened.push({ kind: 'finished', dangerous: false });
        } else {
          if (s.period >= r.periods) s.overtime += 1;
          s.intermissionLeft = r.intermission;
        }
      }
    }
    return happened;
  },

  markets(s, live) {
    const r = rules(s);
    const m = model(s);
    const full = periodTypeOf('full', live);
    const finished = s.phase === 'finished';
    const [h, a] = s.score;
    const specs: MarketSpec[] = [];
    if (r.draws) {
      const res = pointsModel.result(m);
      specs.push({
        marketTypeId: MARKET_TYPE.matchResult,
        description: 'Match Result',
        periodType: full,
        periodDescription: 'Full Time',
        outcomes: threeWay(s.names, res),
        winners: finished ? [h > a ? 1 : h === a ? 2 : 3] : undefined,
      });
    } else {
      specs.push({
        marketTypeId: MARKET_TYPE.matchWinner,
        description: 'Match Winner',
        periodType: full,
        periodDescription: 'Including Overtime',
        outcomes: twoWay(s.names, pointsModel.homeWins(m)),
        winners: finished ? [h > a ? 1 : 2] : undefined,
      });
    }
    // Lines are fixed when the market opens pre-match, as a trader would set them, and kept in play.
    const totalLine = half(s.rates[0] + s.rates[1]);
    const over = pointsModel.over(m, totalLine);
    specs.push({
      marketTypeId: MARKET_TYPE.totalPoints,
      description: `Total Points ${totalLine}`,
      periodType: full,
      periodDescription: 'Full Time',
      spread: totalLine,
      outcomes: [
        { description: `Over ${totalLine}`, probability: over },
        { description: `Under ${totalLine}`, probability: 1 - over },
      ],
      winners: h + a > totalLine ? [1] : finished ? [2] : undefined,
    });
    const handicapLine = -half(s.rates[0] - s.rates[1]);
    const handicap = pointsModel.handicapHome(m, handicapLine);
    specs.push({
      marketTypeId: MARKET_TYPE.handicap,
      description: 'Handicap',
      periodType: full,
      periodDescription: 'Full Time',
      spread: handicapLine,
      outcomes: [
        { description: `${s.names[0]} ${handicapLine > 0 ? '+' : ''}${handicapLine}`, probability: handicap, opponent: 0 },
        { description: `${s.names[1]} ${handicapLine > 0 ? '' : '+'}${-handicapLine}`, probability: 1 - handicap, opponent: 1 },
      ],
      winners: finished ? [h + handicapLine > a ? 1 : 2] : undefined,
    });
    return specs;
  },

  fields(s) {
    const r = rules(s);
    const status = clockStatus(s);
    const inOvertime = s.period >= r.periods;
    return {
      // The minute of the period being played, as every live clock of the site reads ("Q2 3'", "H2 0'" its
      // start): the sport's own clock counts down, but a count-down minute printed as one reads backwards.
      clock: { minutes: Math.floor(s.periodElapsed / 60), status },
      scores: {
        score: scoreLines(s),
        scoresPerPeriod: s.periodScores.flatMap((scores, i) =>
          ([0, 1] as const).map((side) => ({
            opponentIndex: side,
            periodKey: r.periodKey,
            periodInstance: i + 1,
            score: scores?.[side] ?? 0,
          })),
        ),
      },
      currentPeriod: inOvertime ? 'Overtime' : `${r.periodKey} ${s.period + 1}`,
      currentPeriodAbbreviation: inOvertime ? 'OR' : r.abbreviation,
      currentPeriodNumber: Math.min(s.period + 1, r.periods + s.overtime),
      cricketOutcomes: null,
    };
  },
};
