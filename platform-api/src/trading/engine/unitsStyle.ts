import { MARKET_TYPE, periodTypeOf } from '@sportsbook/contracts';
import { raceWin } from '../pricing/raceModel';
import { baseState, clockStatus, type Engine, twoWay } from './engine';
import type { Happening, MarketSpec, SimState } from './types';

/** Match-score sports: a race to N frames (snooker) or maps (esports), each unit played out in one piece. */
const RULES: Record<string, { toWin: number; unitSeconds: number; unit: string; abbreviation: 'FRAMES' | 'MAP' }> = {
  SNOO: { toWin: 6, unitSeconds: 15 * 60, unit: 'Frame', abbreviation: 'FRAMES' },
  CSGO: { toWin: 2, unitSeconds: 40 * 60, unit: 'Map', abbreviation: 'MAP' },
  LOLS: { toWin: 2, unitSeconds: 30 * 60, unit: 'Map', abbreviation: 'MAP' },
};

const rules = (s: SimState) => RULES[s.sportCode] ?? RULES.SNOO;

export const unitsStyle: Engine = {
  init(input) {
    const [h, a] = input.strengths;
    return { ...baseState(input, 'match-score'), pUnit: Math.min(0.78, Math.max(0.22, 0.5 + (h - a) * 0.45)) };
  },

  advance(s, seconds, rng) {
    const r = rules(s);
    const happened: Happening[] = [];
    if (s.phase === 'prematch') s.phase = 'live';
    s.unitElapsed += seconds;
    s.periodElapsed += seconds;
    while (s.unitElapsed >= r.unitSeconds && s.phase === 'live') {
      s.unitElapsed -= r.unitSeconds;
      s.units[rng.chance(s.pUnit) ? 0 : 1] += 1;
      happened.push({ kind: 'unit-end', dangerous: true });
      if (Math.max(...s.units) >= r.toWin) {
        s.phase = 'finished';
        happened.push({ kind: 'finished', dangerous: false });
      }
    }
    s.score = [...s.units] as [number, number];
    return happened;
  },

  markets(s, live) {
    const r = rules(s);
    const full = periodTypeOf('full', live);
    const finished = s.phase === 'finished';
    const line = r.toWin * 2 - 1.5;
    // The match goes past `line` units exactly when it reaches toWin - 1 each.
    const goesLong = levelAtMatchPoint(s.pUnit, s.units[0], s.units[1], r.toWin - 1);
    const specs: MarketSpec[] = [
      {
        marketTypeId: MARKET_TYPE.matchWinner,
        description: 'Match Winner',
        periodType: full,
        periodDescription: 'Full Match',
        outcomes: twoWay(s.names, raceWin(s.pUnit, s.units[0], s.units[1], r.toWin)),
        winners: finished ? [s.units[0] > s.units[1] ? 1 : 2] : undefined,
      },
      {
        marketTypeId: MARKET_TYPE.totalPoints,
        description: `Total ${r.unit}s ${line}`,
        periodType: full,
        periodDescription: 'Full Match',
        spread: line,
        outcomes: [
          { description: `Over ${line}`, probability: goesLong },
          { description: `Under ${line}`, probability: 1 - goesLong },
        ],
        // Level at match point already goes past the line: Over is won before the deciding unit is played.
        winners: goesLong === 1 || s.units[0] + s.units[1] > line ? [1] : finished ? [2] : undefined,
      },
    ];
    return specs;
  },

  fields(s) {
    const r = rules(s);
    const status = clockStatus(s);
    return {
      clock: { minutes: Math.floor(s.periodElapsed / 60), status },
      scores: {
        score: ([0, 1] as const).map((side) => ({ opponentIndex: side, points: 0, formattedPoints: '0' })),
        match: ([0, 1] as const).map((side) => ({
          opponentIndex: side,
          points: s.units[side],
          formattedPoints: String(s.units[side]),
        })),
      },
      currentPeriod: `${r.unit} ${s.units[0] + s.units[1] + 1}`,
      currentPeriodAbbreviation: r.abbreviation,
      currentPeriodNumber: s.units[0] + s.units[1] + 1,
      cricketOutcomes: null,
    };
  },
};

/** The chance that both sides reach `both` units before either reaches one more than that. */
function levelAtMatchPoint(p: number, a: number, b: number, both: number): number {
  if (a > both || b > both) return 0;
  if (a === both && b === both) return 1;
  if (a === both) return b < both ? (1 - p) ** (both - b) : 1;
  if (b === both) return a < both ? p ** (both - a) : 1;
  return p * levelAtMatchPoint(p, a + 1, b, both) + (1 - p) * levelAtMatchPoint(p, a, b + 1, both);
}
