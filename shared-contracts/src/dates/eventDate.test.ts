import { elapsed, eventDateLabel } from './eventDate';

describe('event date display', () => {
  const now = new Date(2026, 10, 21, 22, 30);
  it.each([
    [new Date(2026, 10, 21, 23, 45), { day: 'today', text: '23:45' }],
    [new Date(2026, 10, 22, 0, 5), { day: 'tomorrow', text: '00:05' }],
    [new Date(2026, 10, 23, 18, 0), { day: null, text: '23/11/2026 18:00' }],
    [new Date(2026, 10, 20, 9, 7), { day: null, text: '20/11/2026 09:07' }],
    [new Date(2027, 0, 2, 15, 0), { day: null, text: '02/01/2027 15:00' }],
  ])('%s shows as %j', (date, expected) => {
    expect(eventDateLabel(date.toISOString(), now)).toEqual(expected);
  });

  it.each([
    [0, '00:00:00'],
    [61_000, '00:01:01'],
    [3_725_000, '01:02:05'],
    [-5_000, '00:00:00'],
  ])('a session of %d ms shows %s', (ms, text) => {
    expect(elapsed(1_000_000, 1_000_000 + ms)).toBe(text);
  });
});
