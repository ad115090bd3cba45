import { MARKET_TYPE, periodTypeOf } from '@sportsbook/contracts';
import { normalCdf } from '../pricing/probability';
import { baseState, clockStatus, type Engine, twoWay } from './engine';
import type { Happening, MarketSpec, SimState } from './types';

/** Twenty-over cricket: two innings, a ball every half minute of game time, the last balls shown as outcomes. */
const BALLS = 120;
const SECONDS_PER_BALL = 30;
const INNINGS_BREAK = 10 * 60;
const BALL_OUTCOMES: [string, number][] = [
  ['0', 0.34],
  ['1', 0.36],
  ['2', 0.1],
  ['4', 0.1],
  ['6', 0.05],
  ['W', 0.05],
];
const RUNS_PER_BALL = 1.35;

function cricketOf(s: SimState) {
  return (s.cricket ??= { innings: 0, runs: [0, 0], wickets: [0, 0], balls: [0, 0], lastBalls: [] });
}

/** Home's chance from runs, wickets and balls left: projected totals compared with a normal spread. */
function homeWins(s: SimState): number {
  const c = cricketOf(s);
  const project = (side: 0 | 1) => {
    const ballsLeft = BALLS - c.balls[side];
    const wicketsLeft = 10 - c.wickets[side];
    return c.runs[side] + ballsLeft * RUNS_PER_BALL * s.rates[side] * Math.min(1, wicketsLeft / 6);
  };
  const ballsLeft = 2 * BALLS - c.balls[0] - c.balls[1];
  const sd = Math.max(0.5, 22 * Math.sqrt(ballsLeft / (2 * BALLS)));
  return normalCdf((project(0) - project(1)) / sd);
}

export const cricketStyle: Engine = {
  init(input) {
    const [h, a] = input.strengths;
    return { ...baseState(input, 'cricket'), rates: [0.85 + h * 0.15, 0.85 + a * 0.15] };
  },

  advance(s, seconds, rng) {
    const c = cricketOf(s);
    const happened: Happening[] = [];
    if (s.phase === 'prematch') s.phase = 'live';
    s.periodElapsed += seconds;
    s.unitElapsed += seconds;
    while (s.phase === 'live') {
      if (s.intermissionLeft > 0) {
        const used = Math.min(s.unitElapsed, s.intermissionLeft);
        s.intermissionLeft -= used;
        s.unitElapsed -= used;
        if (s.intermissionLeft > 0) break;
      }
      if (s.unitElapsed < SECONDS_PER_BALL) break;
      s.unitElapsed -= SECONDS_PER_BALL;
      const side = c.innings;
      let pick = rng.next() / s.rates[side] ** 0.5;
      const ball = BALL_OUTCOMES.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? '0';
      c.balls[side] += 1;
      if (ball === 'W') c.wickets[side] += 1;
      else c.runs[side] += Number(ball);
      c.lastBalls = [...c.lastBalls, ball].slice(-6);
      happened.push({ kind: 'score', dangerous: ball === 'W' || ball === '6' });
      const chased = side === 1 && c.runs[1] > c.runs[0];
      if (c.balls[side] >= BALLS || c.wickets[side] >= 10 || chased) {
        happened.push({ kind: 'period-end', dangerous: true });
        if (side === 0) {
          c.innings = 1;
          s.intermissionLeft = INNINGS_BREAK;
          c.lastBalls = [];
        } else {
          s.phase = 'finished';
          happened.push({ kind: 'finished', dangerous: false });
        }
      }
    }
    s.score = [...c.runs] as [number, number];
    return happened;
  },

  markets(s, live): MarketSpec[] {
    const c = cricketOf(s);
    const finished = s.phase === 'finished';
    return [
      {
        marketTypeId: MARKET_TYPE.matchWinner,
        description: 'Match Winner',
        periodType: periodTypeOf('full', live),
        periodDescription: 'Full Match',
        outcomes: twoWay(s.names, homeWins(s)),
        // A tie is settled as void: both outcomes lose nothing.
        winners: finished ? (c.runs[0] === c.runs[1] ? [] : [c.runs[0] > c.runs[1] ? 1 : 2]) : undefined,
      },
    ];
  },

  fields(s) {
    const c = cricketOf(s);
    const status = clockStatus(s);
    const overs = (side: 0 | 1) => `${Math.floor(c.balls[side] / 6)}.${c.balls[side] % 6}`;
    return {
      clock: { minutes: Math.floor(s.periodElapsed / 60), status },
      scores: {
        score: ([0, 1] as const).map((side) => ({
          opponentIndex: side,
          points: c.runs[side],
          formattedPoints: `${c.runs[side]}/${c.wickets[side]} (${overs(side)})`,
          serving: s.phase === 'live' ? c.innings === side : undefined,
        })),
      },
      currentPeriod: c.innings === 0 ? '1st Innings' : '2nd Innings',
      currentPeriodAbbreviation: null,
      currentPeriodNumber: c.innings + 1,
      cricketOutcomes: c.lastBalls,
    };
  },
};
