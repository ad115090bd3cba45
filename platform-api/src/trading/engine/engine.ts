import type { Clock, PeriodAbbreviation, PeriodKey } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { Happening, MarketSpec, SimState } from './types';

/** The live fields of an event that the scoreboards read (spec 2 section 3). */
export interface EventFields {
  clock: Clock | null;
  scores: {
    score: {
      opponentIndex: 0 | 1;
      points: number;
      formattedPoints: string;
      serving?: boolean;
      redCards?: number;
      yellowCards?: number;
      corners?: number;
    }[];
    match?: { opponentIndex: 0 | 1; points: number; formattedPoints: string }[];
    sets?: { gameSet: { opponentIndex: 0 | 1; formattedPoints: string }[][]; maxSets: number };
    scoresPerPeriod?: { opponentIndex: 0 | 1; periodKey: PeriodKey; periodInstance: number; score: number }[];
  };
  currentPeriod: string | null;
  currentPeriodAbbreviation: PeriodAbbreviation | null;
  currentPeriodNumber: number | null;
  cricketOutcomes: string[] | null;
}

export interface Engine {
  init(input: { sportCode: string; names: [string, string]; strengths: [number, number]; cup: boolean; rng: Rng }): SimState;
  /** Plays `seconds` of game time. */
  advance(state: SimState, seconds: number, rng: Rng): Happening[];
  markets(state: SimState, live: boolean): MarketSpec[];
  fields(state: SimState): EventFields;
}

export function baseState(input: Parameters<Engine['init']>[0], style: SimState['style']): SimState {
  return {
    style,
    sportCode: input.sportCode,
    cup: input.cup,
    names: input.names,
    rates: [1, 1],
    pUnit: 0.5,
    phase: 'prematch',
    period: 0,
    periodElapsed: 0,
    intermissionLeft: 0,
    overtime: 0,
    score: [0, 0],
    periodScores: [],
    sets: [],
    units: [0, 0],
    unitElapsed: 0,
    serving: 0,
    cards: { yellow: [0, 0], red: [0, 0] },
    corners: [0, 0],
  };
}

/** The home side's share of strength, stretched so a strong favourite is clearly ahead. */
export function homeShare(strengths: [number, number]): number {
  const [h, a] = strengths;
  return Math.min(0.85, Math.max(0.15, 0.5 + (h - a) * 0.45 + 0.03));
}

/** The clock status of an event's state; sports without intermissions never have time left in one. */
export function clockStatus(s: SimState): Clock['status'] {
  if (s.phase === 'finished') return 'END_OF_EVENT';
  if (s.intermissionLeft > 0) return 'INTERMISSION';
  return s.phase === 'live' ? 'RUNNING' : 'NOT_STARTED';
}

/** Spends game time on an intermission first; answers the seconds left for play. */
export function spendIntermission(s: SimState, seconds: number): number {
  const used = Math.min(seconds, s.intermissionLeft);
  s.intermissionLeft -= used;
  return seconds - used;
}

/** Home, draw and away outcomes of a three-way result. */
export function threeWay(names: [string, string], p: { home: number; draw: number; away: number }): MarketSpec['outcomes'] {
  return [
    { description: names[0], probability: p.home, opponent: 0 },
    { description: 'Draw', probability: p.draw },
    { description: names[1], probability: p.away, opponent: 1 },
  ];
}

export function twoWay(names: [string, string], home: number): MarketSpec['outcomes'] {
  return [
    { description: names[0], probability: home, opponent: 0 },
    { description: names[1], probability: 1 - home, opponent: 1 },
  ];
}

export function scoreLines(
  state: SimState,
  extra: (side: 0 | 1) => Partial<EventFields['scores']['score'][number]> = () => ({}),
) {
  return ([0, 1] as const).map((side) => ({
    opponentIndex: side,
    points: state.score[side],
    formattedPoints: String(state.score[side]),
    ...extra(side),
  }));
}
