import { MARKET_TYPE, periodTypeOf } from '@sportsbook/contracts';
import { raceWin } from '../pricing/raceModel';
import { baseState, clockStatus, type Engine, twoWay } from './engine';
import type { Happening, MarketSpec, SimState } from './types';
import { freshUnit, playStep, unitChance, type UnitInPlay, type UnitPlay } from './unitPlay';

/**
 * Match-score sports: a race to N frames (snooker) or maps (esports). A unit is played step by step (a snooker
 * visit to the table, a CS:GO round), its score shown and priced as it goes, or in one piece where the sport
 * shows none (League of Legends); `stepSeconds` is a step's length, or the whole unit's.
 */
const RULES: Record<
  string,
  { toWin: number; play: UnitPlay; stepSeconds: number; unit: string; abbreviation: 'FRAMES' | 'MAP' }
> = {
  SNOO: { toWin: 6, play: 'frame', stepSeconds: 85, unit: 'Frame', abbreviation: 'FRAMES' },
  CSGO: { toWin: 2, play: 'rounds', stepSeconds: 105, unit: 'Map', abbreviation: 'MAP' },
  LOLS: { toWin: 2, play: 'whole', stepSeconds: 30 * 60, unit: 'Map', abbreviation: 'MAP' },
};

const rules = (s: SimState) => RULES[s.sportCode] ?? RULES.SNOO;
/** The unit being played (a state saved before units were played inside starts its unit afresh). */
const unitOf = (s: SimState): UnitInPlay => (s.inUnit ??= freshUnit());

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
    while (s.unitElapsed >= r.stepSeconds && s.phase === 'live') {
      s.unitElapsed -= r.stepSeconds;
      let winner: 0 | 1 | undefined;
      if (r.play === 'whole') winner = rng.chance(s.pUnit) ? 0 : 1;
      else {
        const unit = unitOf(s);
        const step = playStep(r.play, s.pUnit, unit, rng);
        if (step.side !== undefined)
          happened.push({ kind: 'score', dangerous: false, side: step.side, points: step.points, score: [...unit.points] });
        winner = step.winner;
      }
      if (winner === undefined) continue;
      s.units[winner] += 1;
      // The next frame is broken off by the other player.
      s.inUnit = freshUnit((s.units[0] + s.units[1]) % 2 === 0 ? 0 : 1);
      happened.push({ kind: 'unit-end', dangerous: true, side: winner, score: [...s.units] });
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
    const pCurrent = unitChance(r.play, s.pUnit, unitOf(s));
    // The match goes past `line` units exactly when it reaches toWin - 1 each.
    const goesLong = levelAtMatchPoint(s.pUnit, s.units[0], s.units[1], r.toWin - 1, pCurrent);
    const specs: MarketSpec[] = [
      {
        marketTypeId: MARKET_TYPE.matchWinner,
        description: 'Match Winner',
        periodType: full,
        periodDescription: 'Full Match',
        outcomes: twoWay(s.names, raceWin(s.pUnit, s.units[0], s.units[1], r.toWin, pCurrent)),
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
    const finished = s.phase === 'finished';
    return {
      clock: { minutes: Math.floor(s.periodElapsed / 60), status },
      scores: {
        // Inside the unit: the frame's points, the map's rounds (none shown for a map played in one piece).
        score: ([0, 1] as const).map((side) => {
          const points = r.play === 'whole' || finished ? 0 : unitOf(s).points[side];
          return { opponentIndex: side, points, formattedPoints: String(points) };
        }),
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

/** The chance that both sides reach `both` units before either reaches one more than that (`current`: this unit's). */
function levelAtMatchPoint(p: number, a: number, b: number, both: number, current = p): number {
  if (a > both || b > both) return 0;
  if (a === both && b === both) return 1;
  if (a === both) return b < both ? (1 - current) * (1 - p) ** (both - b - 1) : 1;
  if (b === both) return a < both ? current * p ** (both - a - 1) : 1;
  return current * levelAtMatchPoint(p, a + 1, b, both) + (1 - current) * levelAtMatchPoint(p, a, b + 1, both);
}
