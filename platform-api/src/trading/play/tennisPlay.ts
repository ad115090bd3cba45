import type { PlayPicture, PlaySide } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { Happening, SimState } from '../engine/types';
import type { MomentDraft, PlayState } from './playState';

type TennisPicture = Extract<PlayPicture, { sport: 'tennis' }>;

/** A point takes about this many game seconds (the engine plays a game in 240). */
export const POINT_SECONDS = 38;
/** The server wins this share of points. */
const SERVER_WINS = 0.62;

export const firstTennisPicture = (s: SimState): TennisPicture => ({
  sport: 'tennis',
  server: s.serving,
  points: [0, 0],
  tieBreak: false,
});

const other = (side: PlaySide): PlaySide => (side === 0 ? 1 : 0);

/** Whether `side` has won the game with these points: four (seven in a tie-break) and two clear. */
export function wonGame(points: [number, number], side: PlaySide, tieBreak: boolean): boolean {
  return points[side] >= (tieBreak ? 7 : 4) && points[side] - points[other(side)] >= 2;
}

/** A set level at six games all is decided by a tie-break. */
const inTieBreak = (s: SimState) => {
  const set = s.sets[s.sets.length - 1];
  return s.sportCode === 'TENN' && set?.[0] === 6 && set?.[1] === 6;
};

/**
 * One tick of a tennis match's picture. The engine decides games; the tracker plays the points between: a
 * point never ends a game the engine has not ended (a rally the other side wins instead), and when the engine
 * ends one its winner takes the points still needed, so the points always agree with the games.
 */
export function tennisPlay(
  s: SimState,
  play: PlayState,
  happened: Happening[],
  seconds: number,
  _minute: number,
  rng: Rng,
): MomentDraft[] {
  const picture = play.picture as TennisPicture;
  let points = [...picture.points] as [number, number];
  let { tieBreak } = picture;
  let last: TennisPicture['last'];
  const moments: MomentDraft[] = [];
  const point = (side: PlaySide) => {
    points[side] += 1;
    last = { kind: 'point', side };
  };
  const games = happened.filter((h) => (h.kind === 'score' || h.kind === 'break') && h.side !== undefined);
  for (const h of happened) {
    if ((h.kind === 'score' || h.kind === 'break') && h.side !== undefined) {
      while (!wonGame(points, h.side, tieBreak)) point(h.side);
      moments.push({ kind: h.kind === 'break' ? 'break' : 'hold', side: h.side, score: h.score });
      points = [0, 0];
      tieBreak = false;
    } else if (h.kind === 'unit-end' && h.side !== undefined) {
      moments.push({ kind: 'set', side: h.side, score: h.score });
    }
  }
  // A game ended: the points since are the next game's, played from the engine's time into it.
  play.carry = games.length ? s.unitElapsed : play.carry + seconds;
  if (s.phase !== 'live') play.carry = 0;
  tieBreak = inTieBreak(s);
  const server = s.serving;
  const played = Math.floor(play.carry / POINT_SECONDS);
  play.carry -= played * POINT_SECONDS;
  for (let i = 0; i < played; i += 1) {
    const winner = rng.chance(SERVER_WINS) ? server : other(server);
    const next = [...points] as [number, number];
    next[winner] += 1;
    point(wonGame(next, winner, tieBreak) ? other(winner) : winner);
  }
  play.picture = { sport: 'tennis', server, points, tieBreak, ...(last ? { last } : {}) };
  return moments;
}
