import type { MatchPlay, PlayMoment, PlayPicture } from '@sportsbook/contracts';

/** The timeline shows this many of the newest key moments. */
export const TIMELINE_LENGTH = 8;

/** What the tracker shows: the newest picture (numbered `n`) and the key moments, oldest first. */
export interface TrackerView {
  n: number;
  play: PlayPicture | null;
  moments: PlayMoment[];
}

export const EMPTY_TRACKER: TrackerView = { n: 0, play: null, moments: [] };

/**
 * Takes in a play, answered or pushed, in whatever order they arrive: the picture numbered highest wins, and
 * the moments are joined by their numbers, so one had twice (an answer and a push, a replayed message) counts
 * once. Answers the same view when nothing is new.
 */
export function mergePlay(
  view: TrackerView,
  incoming: Pick<MatchPlay, 'n' | 'moments'> & { play: PlayPicture | null },
): TrackerView {
  const known = new Set(view.moments.map((moment) => moment.n));
  const added = incoming.moments.filter((moment) => !known.has(moment.n));
  const newer = incoming.play !== null && incoming.n > view.n;
  if (!added.length && !newer) return view;
  const moments = added.length ? [...view.moments, ...added].sort((a, b) => a.n - b.n).slice(-TIMELINE_LENGTH) : view.moments;
  return newer ? { n: incoming.n, play: incoming.play, moments } : { ...view, moments };
}
