import { lastSets, rowSetScores, scoreboardVariant } from './scoreboardModel';
import { gamePoints, matchScore } from './headlineModel';
import { footballLive, setsLive } from '../testing/scoreboardSamples';

describe('scoreboard variant by sport', () => {
  it.each([
    ['FOOT', 'generic'],
    ['TENN', 'sets'],
    ['TABL', 'sets'],
    ['VOLL', 'sets'],
    ['DART', 'sets'],
    ['BADM', 'sets'],
    ['SQUA', 'sets'],
    ['PADL', 'sets'],
    ['BEVO', 'sets'],
    ['TEQB', 'sets'],
    ['BASK', 'periods'],
    ['AMFB', 'periods'],
    ['HAND', 'periods'],
    ['BASE', 'periods'],
    ['SNOO', 'generic'],
    ['CSGO', 'generic'],
    ['CRIC', 'none'],
    ['VICR', 'none'],
    ['ECRI', 'none'],
    ['EFOT', 'none'],
    ['EBSK', 'none'],
    ['LOLS', 'none'],
    ['DOTA', 'none'],
    ['GOLF', 'generic'],
    ['ICEH', 'generic'],
  ])('%s has the %s scoreboard', (sportCode, variant) => {
    expect(scoreboardVariant(sportCode)).toBe(variant);
  });
});

describe('sets', () => {
  it('shows every set of a best of 5 in play, the current one marked, with match score and game points', () => {
    const event = setsLive(
      1,
      'TENN',
      [
        [6, 4],
        [3, 6],
        [7, 6],
        [2, 1],
      ],
      { maxSets: 5 },
    );
    expect(lastSets(event).map((s) => `${s.number}${s.current ? '*' : ''} ${s.scores.join('-')}`)).toEqual([
      '1 6-4',
      '2 3-6',
      '3 7-6',
      '4* 2-1',
      '5 -',
    ]);
    expect(matchScore(event)).toEqual(['2', '1']);
    expect(gamePoints(event)).toEqual(['2', '1']);
  });

  it.each([
    ['best of 3 in set 1: three columns', 'TENN', [[2, 1]], 3, ['1*', '2', '3']],
    [
      'best of 7 darts in set 2: the first five',
      'DART',
      [
        [3, 1],
        [1, 2],
      ],
      7,
      ['1', '2*', '3', '4', '5'],
    ],
    [
      'best of 7 darts in set 7: the last five',
      'DART',
      [
        [3, 1],
        [1, 3],
        [3, 2],
        [0, 3],
        [3, 0],
        [2, 3],
        [1, 1],
      ],
      7,
      ['3', '4', '5', '6', '7*'],
    ],
    ['over 8 sets in set 9: the last five', 'DART', Array.from({ length: 9 }, () => [3, 2]), 9, ['5', '6', '7', '8', '9*']],
  ])('at most the last 5 sets: %s', (_, sportCode, sets, maxSets, expected) => {
    const columns = lastSets(setsLive(2, sportCode as string, sets as [number, number][], { maxSets: maxSets as number }));
    expect(columns.map((s) => `${s.number}${s.current ? '*' : ''}`)).toEqual(expected);
  });

  it('marks no set current once the match is over', () => {
    const event = setsLive(
      3,
      'TENN',
      [
        [6, 4],
        [6, 3],
      ],
      { maxSets: 3, clock: { minutes: 0, status: 'END_OF_EVENT' } },
    );
    expect(lastSets(event).some((s) => s.current)).toBe(false);
  });

  it.each([
    [
      'four sets played: the last three',
      [
        [6, 4],
        [3, 6],
        [7, 6],
        [2, 1],
      ],
      ['2 3-6', '3 7-6', '4 2-1'],
    ],
    [
      'two sets played: both',
      [
        [6, 4],
        [1, 0],
      ],
      ['1 6-4', '2 1-0'],
    ],
  ])('event row: %s and the server', (_, sets, expected) => {
    const row = rowSetScores(setsLive(4, 'TENN', sets as [number, number][], { maxSets: 5, serving: 1 }));
    expect(row?.sets.map((s) => `${s.number} ${s.scores.join('-')}`)).toEqual(expected);
    expect(row?.servingOpponentId).toBe(9);
  });

  it('event row: nothing for a sport without sets', () => {
    expect(rowSetScores(footballLive(5))).toBeNull();
  });
});
