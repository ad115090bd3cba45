import type { MatchPlay, PlayPicture } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { Happening, SimState } from '../engine/types';
import { MOMENTS_KEPT, type MomentDraft, type PlayState } from './playState';
import { firstFootballPicture, footballPlay } from './footballPlay';
import { basketballPlay, firstBasketballPicture } from './basketballPlay';
import { firstTennisPicture, tennisPlay } from './tennisPlay';

type SportPlay = {
  first: (s: SimState) => PlayPicture;
  /** Moves the picture on by a tick; answers the key moments of it, in order. */
  step: (s: SimState, play: PlayState, happened: Happening[], seconds: number, minute: number, rng: Rng) => MomentDraft[];
};

const FOOTBALL: SportPlay = { first: firstFootballPicture, step: footballPlay };
const BASKETBALL: SportPlay = { first: firstBasketballPicture, step: basketballPlay };

/** The sports the match tracker draws, by sport code (esports football and basketball are played alike). */
const PLAYS: Record<string, SportPlay> = {
  FOOT: FOOTBALL,
  EFOT: FOOTBALL,
  BASK: BASKETBALL,
  EBSK: BASKETBALL,
  TENN: { first: firstTennisPicture, step: tennisPlay },
};

export const isTracked = (sportCode: string) => sportCode in PLAYS;

/**
 * Plays a tick of a live match's tracker from what its engine did in it (`happened`, over `seconds` of game
 * time, ending at the clock's `minute`). Answers what to publish: the new picture with the tick's key moments,
 * or null when nothing changed. The state is kept in the match's, numbered on from the last publication.
 */
export function trackPlay(
  s: SimState,
  happened: Happening[],
  seconds: number,
  minute: number,
  rng: Rng,
): Omit<MatchPlay, 'eid'> | null {
  const sport = PLAYS[s.sportCode];
  if (!sport) return null;
  const play = (s.play ??= { n: 0, picture: sport.first(s), moments: [], carry: 0 });
  const before = JSON.stringify(play.picture);
  const drafts = sport.step(s, play, happened, seconds, minute, rng);
  if (!drafts.length && JSON.stringify(play.picture) === before) return null;
  const moments = drafts.map((draft) => ({ n: (play.n += 1), ...draft })).slice(-MOMENTS_KEPT);
  play.moments = [...play.moments, ...moments].slice(-MOMENTS_KEPT);
  play.n += 1;
  return { n: play.n, play: play.picture, moments };
}

/** A tracker opened mid-match: the picture and the newest moments, as a push would carry them. */
export function playSnapshot(s: SimState): Omit<MatchPlay, 'eid'> | null {
  return s.play ? { n: s.play.n, play: s.play.picture, moments: s.play.moments } : null;
}
