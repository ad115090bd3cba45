import { MARKET_TYPE, periodTypeOf } from '@sportsbook/contracts';
import { tennisCalls } from '@sportsbook/domain';
import { currentUnitChance, raceWin } from '../pricing/raceModel';
import { baseState, clockStatus, type Engine, twoWay } from './engine';
import type { Happening, MarketSpec, SimState } from './types';

/** Sets sports: a match is a race to N sets, a set a race to M games (points, legs), won by two where the sport says so. */
interface SetsRules {
  setsToWin: number;
  gamesToWin: number;
  /** The deciding set is shorter in some sports (volleyball's fifth set to 15). */
  lastSetGames?: number;
  winByTwo: boolean;
  /** A 6-6 tennis set is settled by a tie-break, counted as one game. */
  tieBreakAt?: number;
  secondsPerGame: number;
  /** How much a server's edge is worth per game. */
  serveEdge: number;
  unitName: string;
}

const RULES: Record<string, SetsRules> = {
  TENN: { setsToWin: 2, gamesToWin: 6, winByTwo: true, tieBreakAt: 6, secondsPerGame: 240, serveEdge: 0.16, unitName: 'Set' },
  TABL: { setsToWin: 3, gamesToWin: 11, winByTwo: true, secondsPerGame: 25, serveEdge: 0.03, unitName: 'Game' },
  VOLL: { setsToWin: 3, gamesToWin: 25, lastSetGames: 15, winByTwo: true, secondsPerGame: 50, serveEdge: 0.08, unitName: 'Set' },
  DART: { setsToWin: 4, gamesToWin: 3, winByTwo: false, secondsPerGame: 150, serveEdge: 0.1, unitName: 'Set' },
};

export const rules = (s: SimState) => RULES[s.sportCode] ?? RULES.TENN;
const gamesTarget = (r: SetsRules, setIndex: number) =>
  r.lastSetGames && setIndex === r.setsToWin * 2 - 2 ? r.lastSetGames : r.gamesToWin;

function setOver(r: SetsRules, setIndex: number, [a, b]: [number, number]): boolean {
  const target = gamesTarget(r, setIndex);
  if (r.tieBreakAt !== undefined && a + b === r.tieBreakAt * 2 + 1) return true;
  const leader = Math.max(a, b);
  return leader >= target && (!r.winByTwo || Math.abs(a - b) >= 2 || (r.tieBreakAt !== undefined && leader === r.tieBreakAt + 1));
}

/** Home's chance in the current set and the match, from sets won and the games of the current set. */
export function chances(s: SimState) {
  const r = rules(s);
  const current = s.sets[s.sets.length - 1] ?? [0, 0];
  const pSet = currentUnitChance(s.pUnit, current[0] - current[1], gamesTarget(r, s.sets.length - 1));
  return { pSet, pMatch: raceWin(s.pUnit, s.units[0], s.units[1], r.setsToWin, pSet) };
}

export const setsStyle: Engine = {
  init(input) {
    const [h, a] = input.strengths;
    return { ...baseState(input, 'sets'), pUnit: Math.min(0.8, Math.max(0.2, 0.5 + (h - a) * 0.5)), sets: [[0, 0]] };
  },

  advance(s, seconds, rng) {
    const r = rules(s);
    const happened: Happening[] = [];
    if (s.phase === 'prematch') s.phase = 'live';
    s.unitElapsed += seconds;
    s.periodElapsed += seconds;
    while (s.unitElapsed >= r.secondsPerGame && s.phase === 'live') {
      s.unitElapsed -= r.secondsPerGame;
      const set = s.sets[s.sets.length - 1];
      const server = s.serving;
      // The server holds more often; a break of serve is a dangerous moment for the markets.
      const homeWinsGame = rng.chance(Math.min(0.95, Math.max(0.05, s.pUnit + (server === 0 ? r.serveEdge : -r.serveEdge))));
      const winner = homeWinsGame ? 0 : 1;
      set[winner] += 1;
      happened.push({
        kind: winner === server ? 'score' : 'break',
        dangerous: winner !== server && r.serveEdge > 0.1,
        side: winner,
        score: [...set] as [number, number],
      });
      s.serving = server === 0 ? 1 : 0;
      if (setOver(r, s.sets.length - 1, set)) {
        const setWinner = set[0] > set[1] ? 0 : 1;
        s.units[setWinner] += 1;
        happened.push({ kind: 'unit-end', dangerous: true, side: setWinner, score: [...s.units] as [number, number] });
        if (s.units[setWinner] >= r.setsToWin) {
          s.phase = 'finished';
          happened.push({ kind: 'finished', dangerous: false });
        } else {
          s.sets.push([0, 0]);
        }
      }
    }
    s.score = [...s.units] as [number, number];
    return happened;
  },

  markets(s, live) {
    const r = rules(s);
    const full = periodTypeOf('full', live);
    const finished = s.phase === 'finished';
    const { pSet, pMatch } = chances(s);
    const specs: MarketSpec[] = [
      {
        marketTypeId: MARKET_TYPE.matchWinner,
        description: 'Match Winner',
        periodType: full,
        periodDescription: 'Full Match',
        outcomes: twoWay(s.names, pMatch),
        winners: finished ? [s.units[0] > s.units[1] ? 1 : 2] : undefined,
      },
    ];
    // One set-winner market per set, each settled when its set ends.
    s.sets.forEach((set, index) => {
      const over = setOver(r, index, set);
      if (!live && index > 0) return;
      specs.push({
        marketTypeId: MARKET_TYPE.setWinner,
        description: `${r.unitName} ${index + 1} Winner`,
        periodType: periodTypeOf('set', live, index + 1),
        periodDescription: `${r.unitName} ${index + 1}`,
        instance: index + 1,
        outcomes: twoWay(s.names, over ? (set[0] > set[1] ? 1 : 0) : index === s.sets.length - 1 ? pSet : s.pUnit),
        winners: over ? [set[0] > set[1] ? 1 : 2] : finished ? [] : undefined,
      });
    });
    return specs;
  },

  fields(s) {
    const r = rules(s);
    const status = clockStatus(s);
    const current = s.sets[s.sets.length - 1] ?? [0, 0];
    // The current game's points, as the scoreboard's "Pts" shows them (15, 30, 40, A): tennis has them from its
    // tracker, which plays the points between the games the engine decides; the other sets sports, its games.
    const picture = s.play?.picture;
    const game = picture?.sport === 'tennis' ? tennisCalls(picture.points, picture.tieBreak, 'A') : undefined;
    return {
      clock: { minutes: Math.floor(s.periodElapsed / 60), status },
      scores: {
        score: ([0, 1] as const).map((side) => ({
          opponentIndex: side,
          points: current[side],
          formattedPoints: game ? game[side] : String(current[side]),
          serving: s.phase === 'live' ? s.serving === side : undefined,
        })),
        match: ([0, 1] as const).map((side) => ({
          opponentIndex: side,
          points: s.units[side],
          formattedPoints: String(s.units[side]),
        })),
        sets: {
          gameSet: s.sets.map((set) =>
            ([0, 1] as const).map((side) => ({ opponentIndex: side, formattedPoints: String(set[side]) })),
          ),
          maxSets: r.setsToWin * 2 - 1,
        },
      },
      currentPeriod: `${r.unitName} ${s.sets.length}`,
      currentPeriodAbbreviation: s.sportCode === 'DART' ? 'LEGS' : r.unitName === 'Game' ? 'GAMES' : 'SETS',
      currentPeriodNumber: s.sets.length,
      cricketOutcomes: null,
    };
  },
};
