import { footballFigures, halfTimeScore, headlineScore } from './headlineModel';
import { footballLive, matchScoreLive, periodsLive } from '../testing/scoreboardSamples';

describe('headline score', () => {
  it.each([
    ['football: the goals', footballLive(1), ['2', '1']],
    [
      'basketball: the points',
      periodsLive(2, 'BASK', [
        [25, 19],
        [22, 27],
      ]),
      ['47', '46'],
    ],
    ['snooker: frames won, not the always-zero frame points', matchScoreLive(3, 'SNOO', [4, 2]), ['4', '2']],
    ['counter-strike: maps won', matchScoreLive(4, 'CSGO', [1, 0]), ['1', '0']],
  ])('%s', (_, event, expected) => {
    expect(headlineScore(event)).toEqual(expected);
  });

  it('reads each side by opponent id, whatever the order of the feed', () => {
    const event = footballLive(5);
    event.scores!.score.reverse();
    expect(headlineScore(event)).toEqual(['2', '1']);
  });

  it('is absent without scores', () => {
    expect(headlineScore({ ...footballLive(6), scores: undefined })).toBeNull();
  });
});

describe('football figures and half-time score', () => {
  it('gives cards and corners of each side for football, none for other sports', () => {
    expect(footballFigures(footballLive(1))).toEqual([
      { yellowCards: 2, redCards: 0, corners: 5 },
      { yellowCards: 1, redCards: 1, corners: 3 },
    ]);
    expect(footballFigures(periodsLive(2, 'BASK', [[3, 2]]))).toBeNull();
  });

  it.each([
    ['flag on, second half', true, 2, ['1', '0']],
    ['flag off', false, 2, null],
    ['flag on, first half', true, 1, null],
  ])('half-time score: %s', (_, enabled, period, expected) => {
    expect(halfTimeScore(footballLive(1, { period: period as number }), enabled as boolean)).toEqual(expected);
  });

  it('shows no half-time score for a sport other than football', () => {
    expect(
      halfTimeScore(
        periodsLive(2, 'HAND', [
          [14, 12],
          [3, 4],
        ]),
        true,
      ),
    ).toBeNull();
  });
});
