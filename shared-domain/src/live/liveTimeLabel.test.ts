import { liveTimeLabel } from './liveTimeLabel';
import type { ClockStatus, PeriodAbbreviation } from '@sportsbook/contracts';

/** The English a label reads as: its default with its values put in (as i18next does for English). */
const english = (label: ReturnType<typeof liveTimeLabel>) =>
  label.kind === 'text'
    ? label.defaultValue.replace(/\{\{(\w+)\}\}/g, (_, name: 'period' | 'minutes') => String(label.values[name]))
    : label.kind;

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
    const label = liveTimeLabel(e, 'events');
    expect(label.kind).toBe('text');
    expect(english(label)).toBe(text);
  });

  it('tells not-started, finished and not-live apart', () => {
    expect(liveTimeLabel(event('FOOT', 0, 'NOT_STARTED'), 'events')).toEqual({ kind: 'not-started' });
    expect(liveTimeLabel(event('FOOT', 90, 'END_OF_EVENT'), 'events')).toEqual({ kind: 'finished' });
    expect(liveTimeLabel({ sportCode: 'FOOT', clock: undefined }, 'mybets')).toEqual({ kind: 'not-live' });
  });

  it('names its text in the namespace of the remote showing it, with the values it counts with', () => {
    expect(liveTimeLabel(event('CSGO', 40, 'RUNNING', 'MAP', 3), 'mybets')).toEqual({
      kind: 'text',
      key: 'mybets.liveTime.map',
      defaultValue: 'Map {{period}}',
      values: { period: 3 },
    });
    expect(liveTimeLabel(event('BASK', 12, 'RUNNING', 'QTR', 2), 'events')).toEqual({
      kind: 'text',
      key: 'events.liveTime.quarterMinute',
      defaultValue: "Q{{period}} {{minutes}}'",
      values: { period: 2, minutes: 12 },
    });
  });
});
