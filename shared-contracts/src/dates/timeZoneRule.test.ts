import { browserTimeZoneRule, offsetAt, parseTimeZoneRule } from './timeZoneRule';

describe('a time-zone rule', () => {
  it.each([
    ['0', { offset: 0, changes: [] }],
    ['-300', { offset: -300, changes: [] }],
    [
      '60,1774746000000:120,1792890000000:60',
      {
        offset: 60,
        changes: [
          { at: 1774746000000, offset: 120 },
          { at: 1792890000000, offset: 60 },
        ],
      },
    ],
  ])('%s reads as %j', (text, rule) => {
    expect(parseTimeZoneRule(text)).toEqual(rule);
  });

  it.each(['', 'UTC', 'Europe/Berlin', '60,', '60,x:120', '99999', '0,1:1,2:2,3:3,4:4,5:5', '60;1774746000000:120', '0<script>'])(
    '%j is no rule',
    (text) => {
      expect(parseTimeZoneRule(text)).toBeUndefined();
    },
  );

  it.each([
    [1774745999999, 60],
    [1774746000000, 120],
    [1792889999999, 120],
    [1792890000000, 60],
  ])('at %d gives the offset %d', (ms, offset) => {
    expect(offsetAt(parseTimeZoneRule('60,1774746000000:120,1792890000000:60')!, ms)).toBe(offset);
  });

  /** A clock in a named zone, as a browser there would read its offset (minutes east of UTC). */
  const clockIn = (zone: string) => {
    const format = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' });
    return (ms: number) => {
      const [, sign, hours, minutes] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(format.format(ms))!;
      return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
    };
  };

  it.each([
    ['UTC', 0],
    ['Asia/Kolkata', 0],
    ['Europe/Berlin', 2],
    ['America/New_York', 2],
    ['Australia/Sydney', 2],
  ])("is the browser's own in %s: its offsets now and after each of its %d changes of the coming year", (zone, count) => {
    const offsetOf = clockIn(zone);
    const now = Date.UTC(2026, 10, 21, 12);
    const rule = parseTimeZoneRule(browserTimeZoneRule(now, offsetOf))!;
    expect(rule.changes).toHaveLength(count);
    for (let day = 0; day < 365; day += 3) expect(offsetAt(rule, now + day * 86_400_000)).toBe(offsetOf(now + day * 86_400_000));
    for (const change of rule.changes) {
      expect(offsetOf(change.at)).toBe(change.offset);
      expect(offsetOf(change.at - 60_000)).not.toBe(change.offset);
    }
  });

  it("is this runtime's own without a stand-in clock", () => {
    const now = Date.now();
    expect(offsetAt(parseTimeZoneRule(browserTimeZoneRule(now))!, now)).toBe(0 - new Date(now).getTimezoneOffset());
  });
});
