import type { PlayMoment, PlayPicture } from '@sportsbook/contracts';
import { momentClock, momentText, pictureText, tennisCalls } from './playTexts';

const names = ['Arsenal', 'Chelsea'] as const;

describe('the words of the tracker', () => {
  it.each<[string, PlayMoment, PlayPicture['sport'], string, Record<string, string | number>, string]>([
    [
      'a goal',
      { n: 1, kind: 'goal', side: 1, minute: 67, score: [0, 1] },
      'football',
      'events.tracker.goal',
      { team: 'Chelsea' },
      '67′',
    ],
    ['half-time', { n: 2, kind: 'period-end', minute: 45, period: 1 }, 'football', 'events.tracker.half-time', {}, '45′'],
    ['full time', { n: 3, kind: 'period-end', minute: 90, period: 2 }, 'football', 'events.tracker.full-time', {}, '90′'],
    ['a quarter', { n: 4, kind: 'period-end', period: 3 }, 'basketball', 'events.tracker.period-end', { period: 3 }, 'Q3'],
    [
      'a run',
      { n: 5, kind: 'run', side: 0, points: 9, minute: 4, period: 2 },
      'basketball',
      'events.tracker.run',
      { team: 'Arsenal', points: 9 },
      'Q2 4′',
    ],
    [
      'a break of serve',
      { n: 6, kind: 'break', side: 0, score: [3, 2] },
      'tennis',
      'events.tracker.break',
      { team: 'Arsenal' },
      '',
    ],
  ])('%s', (_name, moment, pitch, key, values, clock) => {
    expect(momentText(moment, pitch, names)).toMatchObject({ key, values });
    expect(momentClock(moment, pitch)).toBe(clock);
  });

  it.each<[[number, number], boolean, [string, string]]>([
    [[0, 0], false, ['0', '0']],
    [[2, 1], false, ['30', '15']],
    [[3, 3], false, ['40', '40']],
    [[5, 4], false, ['Ad', '40']],
    [[6, 7], false, ['40', 'Ad']],
    [[5, 3], true, ['5', '3']],
  ])('tennis calls %j (tie-break %s) %j', (points, tieBreak, calls) => {
    expect(tennisCalls(points, tieBreak, 'Ad')).toEqual(calls);
  });

  it('says what the picture shows: the latest moment first, else who has the ball where', () => {
    const stats = { dangerous: [0, 0] as [number, number], shots: [0, 0] as [number, number] };
    expect(pictureText({ sport: 'football', side: 0, zone: 'danger', stats }, names)).toMatchObject({
      key: 'events.tracker.danger',
      values: { team: 'Arsenal' },
    });
    expect(
      pictureText({ sport: 'football', side: 0, zone: 'safe', stats, last: { kind: 'goal', side: 1 } }, names),
    ).toMatchObject({
      key: 'events.tracker.goal',
      values: { team: 'Chelsea' },
    });
    expect(
      pictureText(
        { sport: 'basketball', side: 1, run: { side: 0, points: 5 }, last: { kind: 'score', side: 0, points: 3 } },
        names,
      ),
    ).toMatchObject({ key: 'events.tracker.scored', values: { team: 'Arsenal', points: 3 } });
    expect(pictureText({ sport: 'tennis', server: 1, points: [0, 0], tieBreak: false }, names)).toMatchObject({
      key: 'events.tracker.serving',
      values: { team: 'Chelsea' },
    });
  });
});
