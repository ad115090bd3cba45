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

  // The same instants on another wall clock: the time-zone rule the page is shown in (the server renders in
  // the browser's, as its cookie says), with the day words counted in that zone too.
  it.each([
    ['2026-11-21T22:30:00Z', '2026-11-21T23:45:00Z', '0', { day: 'today', text: '23:45' }],
    ['2026-11-21T22:30:00Z', '2026-11-21T23:45:00Z', '60', { day: 'tomorrow', text: '00:45' }],
    ['2026-11-21T22:30:00Z', '2026-11-22T03:00:00Z', '-300', { day: 'today', text: '22:00' }],
    ['2026-11-21T22:30:00Z', '2026-11-23T01:00:00Z', '330', { day: 'tomorrow', text: '06:30' }],
    ['2026-11-21T22:30:00Z', '2026-11-24T01:00:00Z', '330', { day: null, text: '24/11/2026 06:30' }],
    // Berlin's clocks go forward at 01:00 UTC on 29 March 2026 (1774746000000): after it, +120.
    ['2026-03-28T12:00:00Z', '2026-03-29T00:30:00Z', '60,1774746000000:120', { day: 'tomorrow', text: '01:30' }],
    ['2026-03-28T12:00:00Z', '2026-03-29T01:30:00Z', '60,1774746000000:120', { day: 'tomorrow', text: '03:30' }],
    // A rule that is not one (the cookie is the player's to change) reads as UTC.
    ['2026-11-21T22:30:00Z', '2026-11-21T23:45:00Z', 'Europe/Berlin', { day: 'today', text: '23:45' }],
  ])('at %s, %s in the zone %s shows as %j', (now, iso, zone, expected) => {
    expect(eventDateLabel(iso, new Date(now), zone)).toEqual(expected);
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
