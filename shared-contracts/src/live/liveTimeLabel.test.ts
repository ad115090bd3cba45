import { liveTimeLabel } from './liveTimeLabel';
import type { ClockStatus, PeriodAbbreviation } from '../domain/events';

const event = (sportCode: string, minutes: number, status: ClockStatus, abbreviation?: PeriodAbbreviation, period?: number) => ({
  sportCode,
  clock: { minutes, status },
  currentPeriodAbbreviation: abbreviation,
  currentPeriodNumber: period,
});

describe('live time label (spec 2 section 4)', () => {
  it.each([
    [event('FOOT', 23, 'RUNNING', 'HALF', 1), "23'"],
    [event('FOOT', 45, 'INTERMISSION', 'HALF', 2), 'HT'],
    [event('FOOT', 67, 'RUNNING', 'HALF', 2), "67'"],
    [event('FOOT', 90, 'INTERMISSION', 'HALF', 2), 'ET'],
    [event('FOOT', 104, 'RUNNING', 'ET_HALF', 1), "ET 104'"],
    [event('FOOT', 120, 'RUNNING', 'PENS', 2), 'Pens'],
    [event('BASK', 7, 'RUNNING', 'QTR', 2), "Q2 7'"],
    [event('BASK', 12, 'INTERMISSION', 'QTR', 3), 'HT'],
    [event('BASK', 12, 'INTERMISSION', 'QTR', 2), 'Q2 break'],
    [event('BASK', 12, 'INTERMISSION', 'QTR', 4), 'Q4 break'],
    [event('BASK', 5, 'INTERMISSION', 'OR', 5), 'OT break'],
    [event('HAND', 30, 'INTERMISSION', 'HALF', 2), 'HT'],
    [event('BASE', 20, 'INTERMISSION', 'PERIOD', 4), 'Inning 4 break'],
    [event('HAND', 12, 'RUNNING', 'HALF', 1), "H1 12'"],
    [event('TENN', 40, 'RUNNING', 'SETS', 2), 'Set 2'],
    [event('SNOO', 40, 'RUNNING', 'FRAMES', 4), 'Frame 4'],
    [event('CSGO', 40, 'RUNNING', 'MAP', 2), 'Map 2'],
    [event('CRIC', 40, 'RUNNING', undefined, 2), 'Innings 2'],
    [event('CRIC', 80, 'INTERMISSION', undefined, 1), 'Innings break'],
  ])('%j reads %s', (e, text) => {
    expect(liveTimeLabel(e)).toEqual({ kind: 'text', text });
  });

  it('tells not-started, finished and not-live apart', () => {
    expect(liveTimeLabel(event('FOOT', 0, 'NOT_STARTED'))).toEqual({ kind: 'not-started' });
    expect(liveTimeLabel(event('FOOT', 90, 'END_OF_EVENT'))).toEqual({ kind: 'finished' });
    expect(liveTimeLabel({ sportCode: 'FOOT', clock: undefined })).toEqual({ kind: 'not-live' });
  });
});
