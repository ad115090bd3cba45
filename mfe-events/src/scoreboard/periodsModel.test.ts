import { currentPeriodOf, periodColumns, type PeriodColumn } from './periodsModel';
import { cricketLive, footballLive, periodsLive } from '../testing/scoreboardSamples';

const view = (columns: PeriodColumn[]) => columns.map((c) => `${c.label}${c.current ? '*' : ''} ${c.scores.join('-')}`);

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
