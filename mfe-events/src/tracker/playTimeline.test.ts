import type { PlayMoment, PlayPicture } from '@sportsbook/contracts';
import { EMPTY_TRACKER, mergePlay, TIMELINE_LENGTH } from './playTimeline';

const picture = (side: 0 | 1): PlayPicture => ({
  sport: 'football',
  side,
  zone: 'attack',
  stats: { dangerous: [0, 0], shots: [0, 0] },
});
const moment = (n: number, kind: PlayMoment['kind'] = 'shot'): PlayMoment => ({ n, kind, side: 0, minute: n });

describe('merging the plays of a tracker', () => {
  it.each([
    ['the first play', EMPTY_TRACKER, { n: 3, play: picture(0), moments: [moment(2)] }, 3, [2]],
    [
      'a newer push over an answer',
      { n: 3, play: picture(0), moments: [moment(2)] },
      { n: 6, play: picture(1), moments: [moment(4), moment(5)] },
      6,
      [2, 4, 5],
    ],
    [
      'an older answer after pushes: its picture is dropped, its earlier moments kept once',
      { n: 9, play: picture(1), moments: [moment(5), moment(8)] },
      { n: 6, play: picture(0), moments: [moment(2), moment(5)] },
      9,
      [2, 5, 8],
    ],
    ['an answer before the first play', EMPTY_TRACKER, { n: 0, play: null, moments: [] }, 0, []],
  ])('%s', (_name, view, incoming, n, numbers) => {
    const merged = mergePlay(view, incoming);
    expect(merged.n).toBe(n);
    expect(merged.moments.map((m) => m.n)).toEqual(numbers);
  });

  it('answers the same view for a play it has already had (a replayed message)', () => {
    const view = mergePlay(EMPTY_TRACKER, { n: 4, play: picture(0), moments: [moment(3)] });
    expect(mergePlay(view, { n: 4, play: picture(0), moments: [moment(3)] })).toBe(view);
  });

  it(`keeps the newest ${TIMELINE_LENGTH} moments`, () => {
    const many = Array.from({ length: 12 }, (_, i) => moment(i + 1));
    const merged = mergePlay(EMPTY_TRACKER, { n: 13, play: picture(0), moments: many });
    expect(merged.moments.map((m) => m.n)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
