import type { PlayPicture, PlaySide } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { Happening, SimState } from '../engine/types';
import type { MomentDraft, PlayState } from './playState';

type FootballPicture = Extract<PlayPicture, { sport: 'football' }>;

/** Football is played in phases of this many game seconds: each moves the ball on, back or to the other side. */
export const PHASE_SECONDS = 10;

/**
 * What can follow each zone in a phase, for a side of even strength: losing the ball, moving up, falling back,
 * and from a dangerous attack, a shot. Tuned to about 38 dangerous attacks and 11 shots a side in 90 minutes.
 */
const WALK: Record<FootballPicture['zone'], { lose: number; up: number; shot: number; back: number }> = {
  safe: { lose: 0.15, up: 0.42, shot: 0, back: 0 },
  attack: { lose: 0.24, up: 0.4, shot: 0, back: 0.1 },
  danger: { lose: 0.36, up: 0, shot: 0.16, back: 0.2 },
};

export const firstFootballPicture = (): FootballPicture => ({
  sport: 'football',
  side: 0,
  zone: 'safe',
  stats: { dangerous: [0, 0], shots: [0, 0] },
});

const other = (side: PlaySide): PlaySide => (side === 0 ? 1 : 0);

/**
 * One tick of a football match's picture. The ball moves between the zones phase by phase (the stronger side
 * keeps it longer); goals, cards and corners are the engine's own, so the tracker shows what the scoreboard
 * counts. Dangerous attacks and shots are the tracker's: a goal is a shot and a dangerous attack too.
 */
export function footballPlay(
  s: SimState,
  play: PlayState,
  happened: Happening[],
  seconds: number,
  minute: number,
  rng: Rng,
): MomentDraft[] {
  const picture = play.picture as FootballPicture;
  const stats = { dangerous: [...picture.stats.dangerous], shots: [...picture.stats.shots] } as FootballPicture['stats'];
  let { side, zone } = picture;
  let last: FootballPicture['last'];
  const moments: (MomentDraft & { at: number })[] = [];
  const playing = s.phase === 'live' && s.intermissionLeft === 0;
  play.carry = playing ? play.carry + seconds : 0;
  const phases = Math.floor(play.carry / PHASE_SECONDS);
  play.carry -= phases * PHASE_SECONDS;
  const total = s.rates[0] + s.rates[1] || 1;
  for (let phase = 0; phase < phases; phase += 1) {
    // The weaker side loses the ball more often; a stronger one loses it less.
    const edge = (2 * s.rates[other(side)]) / total;
    const roll = rng.next();
    const step = WALK[zone];
    if (roll < step.lose * edge) {
      side = other(side);
      zone = 'safe';
      last = undefined;
    } else if (roll < step.lose * edge + step.shot) {
      stats.shots[side] += 1;
      // The minute of the phase, counted back from the tick's end.
      const at = Math.max(0, minute - Math.floor(((phases - phase - 1) * PHASE_SECONDS) / 60));
      moments.push({ kind: 'shot', side, minute: at, at });
      last = { kind: 'shot', side };
      side = other(side);
      zone = 'safe';
    } else if (roll < step.lose * edge + step.shot + step.up) {
      zone = zone === 'safe' ? 'attack' : 'danger';
      if (zone === 'danger') stats.dangerous[side] += 1;
      last = undefined;
    } else if (roll > 1 - step.back) {
      zone = zone === 'danger' ? 'attack' : 'safe';
      last = undefined;
    }
  }
  // The engine's moments come last in the tick's picture: the ball is where its latest one left it.
  for (const h of happened) {
    const at = h.minute ?? minute;
    if (h.kind === 'score' && h.side !== undefined) {
      stats.shots[h.side] += 1;
      stats.dangerous[h.side] += 1;
      moments.push({ kind: 'goal', side: h.side, minute: at, score: h.score, at });
      last = { kind: 'goal', side: h.side };
      // The other side kicks off.
      side = other(h.side);
      zone = 'safe';
    } else if (h.kind === 'card' && h.side !== undefined) {
      const kind = h.card === 'red' ? 'red-card' : 'yellow-card';
      moments.push({ kind, side: h.side, minute: at, at });
      last = { kind, side: h.side };
      side = other(h.side);
      zone = 'attack';
    } else if (h.kind === 'corner' && h.side !== undefined) {
      moments.push({ kind: 'corner', side: h.side, minute: at, at });
      last = { kind: 'corner', side: h.side };
      side = h.side;
      zone = 'danger';
    } else if (h.kind === 'period-end') {
      moments.push({ kind: 'period-end', minute: at, period: h.period, score: h.score, at });
      last = undefined;
      side = other(side);
      zone = 'safe';
    }
  }
  play.picture = { sport: 'football', side, zone, stats, ...(last ? { last } : {}) };
  // In the order they happened; a shot and the engine's moment of one minute keep the order they came in.
  return moments.sort((a, b) => a.at - b.at).map(({ at: _at, ...moment }) => moment);
}
