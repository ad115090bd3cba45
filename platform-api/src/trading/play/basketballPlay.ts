import type { PlayPicture, PlaySide } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { Happening, SimState } from '../engine/types';
import type { MomentDraft, PlayState } from './playState';

type BasketballPicture = Extract<PlayPicture, { sport: 'basketball' }>;

/** A possession lasts about this many game seconds when nobody scores (the shot clock is 24). */
export const POSSESSION_SECONDS = 14;
/** Unanswered points that make a scoring run worth a key moment. */
export const RUN_POINTS = 7;

export const firstBasketballPicture = (): BasketballPicture => ({
  sport: 'basketball',
  side: 0,
  run: { side: 0, points: 0 },
});

const other = (side: PlaySide): PlaySide => (side === 0 ? 1 : 0);

/**
 * One tick of a basketball game's picture: possessions change hands as time passes and after every score; the
 * engine's scores make the runs, and a run that reaches RUN_POINTS unanswered is a key moment (once a run).
 */
export function basketballPlay(
  s: SimState,
  play: PlayState,
  happened: Happening[],
  seconds: number,
  _minute: number,
  rng: Rng,
): MomentDraft[] {
  const picture = play.picture as BasketballPicture;
  let { side } = picture;
  let run = { ...picture.run };
  let last: BasketballPicture['last'];
  const moments: MomentDraft[] = [];
  const playing = s.phase === 'live' && s.intermissionLeft === 0;
  play.carry = playing ? play.carry + seconds : 0;
  const possessions = Math.floor(play.carry / POSSESSION_SECONDS);
  play.carry -= possessions * POSSESSION_SECONDS;
  // Without a score a possession ends in a miss or a turnover: most often the ball goes to the other side.
  for (let i = 0; i < possessions; i += 1) if (rng.chance(0.8)) side = other(side);
  for (const h of happened) {
    if (h.kind === 'score' && h.side !== undefined) {
      const points = h.points ?? 2;
      const before = run.side === h.side ? run.points : 0;
      run = { side: h.side, points: before + points };
      if (before < RUN_POINTS && run.points >= RUN_POINTS)
        moments.push({ kind: 'run', side: h.side, points: run.points, minute: h.minute, period: h.period, score: h.score });
      last = { kind: 'score', side: h.side, points };
      side = other(h.side);
    } else if (h.kind === 'period-end') {
      moments.push({ kind: 'period-end', period: h.period, score: h.score });
      last = undefined;
    }
  }
  play.picture = { sport: 'basketball', side, run, ...(last ? { last } : {}) };
  return moments;
}
