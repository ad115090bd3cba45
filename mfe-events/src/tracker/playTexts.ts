import type { PlayMoment, PlayPicture, PlaySide } from '@sportsbook/contracts';

/** A text of the tracker: its key in the events namespace, its English, and what fills it in. */
export interface PlayText {
  key: string;
  defaultValue: string;
  values: Record<string, string | number>;
}

const text = (key: string, defaultValue: string, values: PlayText['values'] = {}): PlayText => ({
  key: `events.tracker.${key}`,
  defaultValue,
  values,
});

/** The English of each key moment; `team` is the side's name. */
const MOMENTS: Record<Exclude<PlayMoment['kind'], 'period-end'>, string> = {
  goal: 'Goal – {{team}}',
  shot: 'Shot – {{team}}',
  corner: 'Corner – {{team}}',
  'yellow-card': 'Yellow card – {{team}}',
  'red-card': 'Red card – {{team}}',
  run: '{{team}} on a {{points}}–0 run',
  hold: '{{team}} holds serve',
  break: 'Break of serve – {{team}}',
  set: 'Set to {{team}}',
};

/** A football period that ends: the first half, regular time; extra time's by number. */
function periodEnd(pitch: PlayPicture['sport'], period = 0): PlayText {
  if (pitch === 'football' && period === 1) return text('half-time', 'Half-time');
  if (pitch === 'football' && period === 2) return text('full-time', 'Full time');
  return text('period-end', 'End of period {{period}}', { period });
}

/** What the timeline says of a moment. */
export function momentText(moment: PlayMoment, pitch: PlayPicture['sport'], names: readonly [string, string]): PlayText {
  if (moment.kind === 'period-end') return periodEnd(pitch, moment.period);
  return text(moment.kind, MOMENTS[moment.kind], {
    team: moment.side === undefined ? '' : names[moment.side],
    ...(moment.points !== undefined ? { points: moment.points } : {}),
  });
}

/** The clock of a moment as the timeline shows it: football's minute, basketball's quarter and its minute. */
export function momentClock(moment: PlayMoment, pitch: PlayPicture['sport']): string {
  if (pitch === 'football' && moment.minute !== undefined) return `${moment.minute}′`;
  if (pitch === 'basketball' && moment.period !== undefined)
    return moment.minute === undefined ? `Q${moment.period}` : `Q${moment.period} ${moment.minute}′`;
  return '';
}

/** Tennis calls a game's points 0, 15, 30, 40 and advantage; a tie-break counts them as they are. */
export function tennisCalls(points: readonly [number, number], tieBreak: boolean, advantage: string): [string, string] {
  if (tieBreak) return [String(points[0]), String(points[1])];
  const [a, b] = points;
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? [advantage, '40'] : ['40', advantage];
  }
  const CALLS = ['0', '15', '30', '40'];
  return [CALLS[Math.min(a, 3)], CALLS[Math.min(b, 3)]];
}

/** What the picture says now, in words: the text alternative of the drawing and the line under it. */
export function pictureText(play: PlayPicture, names: readonly [string, string]): PlayText {
  const team = (side: PlaySide) => names[side];
  switch (play.sport) {
    case 'football':
      if (play.last) return momentText({ n: 0, kind: play.last.kind, side: play.last.side }, 'football', names);
      if (play.zone === 'danger') return text('danger', 'Dangerous attack – {{team}}', { team: team(play.side) });
      if (play.zone === 'attack') return text('attack', 'Attack – {{team}}', { team: team(play.side) });
      return text('possession', '{{team}} in possession', { team: team(play.side) });
    case 'basketball':
      if (play.last)
        return text('scored', '{{team}} scores {{points}}', { team: team(play.last.side), points: play.last.points });
      return text('possession', '{{team}} in possession', { team: team(play.side) });
    case 'tennis':
      if (play.last) return text('point', 'Point – {{team}}', { team: team(play.last.side) });
      return text('serving', '{{team}} serving', { team: team(play.server) });
  }
}
