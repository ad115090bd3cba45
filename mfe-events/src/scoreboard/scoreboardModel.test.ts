import {
  currentPeriodOf,
  footballFigures,
  gamePoints,
  halfTimeScore,
  headlineScore,
  lastSets,
  matchScore,
  periodColumns,
  rowSetScores,
  scoreboardVariant,
  type PeriodColumn,
} from './scoreboardModel';
import { cricketLive, footballLive, matchScoreLive, periodsLive, setsLive } from './scoreboardSamples';

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

const view = (columns: PeriodColumn[]) => columns.map((c) => `${c.label}${c.current ? '*' : ''} ${c.scores.join('-')}`);

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

describe('periods', () => {
  it('quarters in Q3: Q1 Q2 HT Q3 Q4 FT, the half-time total in HT, Q3 current', () => {
    const event = periodsLive(1, 'BASK', [
      [25, 19],
      [22, 27],
      [8, 4],
    ]);
    expect(view(periodColumns(event))).toEqual(['Q1 25-19', 'Q2 22-27', 'HT 47-46', 'Q3* 8-4', 'Q4 -', 'FT 55-50']);
  });

  it('quarters in the intermission of period 2 (the platform already reports period 3): HT is highlighted', () => {
    const event = periodsLive(
      2,
      'BASK',
      [
        [25, 19],
        [22, 27],
      ],
      { clock: { minutes: 12, status: 'INTERMISSION' }, currentPeriodNumber: 3 },
    );
    expect(currentPeriodOf(event)).toEqual({ number: 2, intermission: true });
    expect(view(periodColumns(event))).toEqual(['Q1 25-19', 'Q2 22-27', 'HT* 47-46', 'Q3 -', 'Q4 -', 'FT 47-46']);
  });

  it('quarters in the intermission of period 1: Q1 stays highlighted, no half-time score yet', () => {
    const event = periodsLive(3, 'AMFB', [[7, 3]], { clock: { minutes: 15, status: 'INTERMISSION' }, currentPeriodNumber: 2 });
    expect(view(periodColumns(event))).toEqual(['Q1* 7-3', 'Q2 -', 'HT -', 'Q3 -', 'Q4 -', 'FT 7-3']);
  });

  it('quarters in Q2 before anyone scores in it: Q2 shows 0-0 and is current', () => {
    const event = periodsLive(4, 'BASK', [[25, 19]], { currentPeriodNumber: 2 });
    expect(view(periodColumns(event))).toEqual(['Q1 25-19', 'Q2* 0-0', 'HT -', 'Q3 -', 'Q4 -', 'FT 25-19']);
  });

  it('quarters into overtime: one OT column, current', () => {
    const event = {
      ...periodsLive(5, 'BASK', [
        [25, 19],
        [22, 27],
        [20, 24],
        [27, 24],
        [4, 2],
      ]),
      currentPeriodAbbreviation: 'OR' as const,
    };
    expect(view(periodColumns(event))).toEqual([
      'Q1 25-19',
      'Q2 22-27',
      'HT 47-46',
      'Q3 20-24',
      'Q4 27-24',
      'OT* 4-2',
      'FT 98-96',
    ]);
  });

  it('quarters finished: FT is highlighted', () => {
    const event = periodsLive(
      6,
      'BASK',
      [
        [25, 19],
        [22, 27],
        [20, 24],
        [27, 20],
      ],
      { clock: { minutes: 0, status: 'END_OF_EVENT' } },
    );
    expect(view(periodColumns(event))).toEqual(['Q1 25-19', 'Q2 22-27', 'HT 47-46', 'Q3 20-24', 'Q4 27-20', 'FT* 94-90']);
  });

  it('halves: H1 H2 FT, H2 current', () => {
    const event = periodsLive(7, 'HAND', [
      [14, 12],
      [3, 4],
    ]);
    expect(view(periodColumns(event))).toEqual(['H1 14-12', 'H2* 3-4', 'FT 17-16']);
  });

  it('innings: 1 to 9 and the total, extra innings in columns of their own', () => {
    const nine = Array.from({ length: 9 }, (_, i): [number, number] => (i === 2 ? [2, 0] : i === 6 ? [0, 2] : [0, 0]));
    expect(view(periodColumns(periodsLive(8, 'BASE', nine.slice(0, 4))))).toEqual([
      '1 0-0',
      '2 0-0',
      '3 2-0',
      '4* 0-0',
      '5 -',
      '6 -',
      '7 -',
      '8 -',
      '9 -',
      'T 2-0',
    ]);
    expect(view(periodColumns(periodsLive(9, 'BASE', [...nine, [1, 0]])))).toEqual([
      '1 0-0',
      '2 0-0',
      '3 2-0',
      '4 0-0',
      '5 0-0',
      '6 0-0',
      '7 0-2',
      '8 0-0',
      '9 0-0',
      '10* 1-0',
      'T 3-2',
    ]);
  });

  it('not started: the columns are empty and nothing is highlighted', () => {
    const event = {
      ...periodsLive(10, 'BASK', []),
      clock: { minutes: 12, status: 'NOT_STARTED' as const },
      currentPeriodNumber: undefined,
    };
    expect(view(periodColumns(event))).toEqual(['Q1 -', 'Q2 -', 'HT -', 'Q3 -', 'Q4 -', 'FT -']);
  });

  it('no periods for other sports', () => {
    expect(periodColumns(footballLive(11))).toEqual([]);
    expect(periodColumns(cricketLive(12))).toEqual([]);
  });
});
