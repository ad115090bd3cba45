import type { SportEvent } from '@sportsbook/contracts';

const FOOTBALL_TYPE = ['FOOT', 'EFOT'];
const CRICKET_FAMILY = ['CRIC', 'VICR', 'ECRI'];

/**
 * The remotes that show a live event's clock (the event lists and pages, my bets), each from its own
 * namespace: texts belong to the remote that shows them, so each releases its own `<namespace>.liveTime.*`.
 */
export type LiveTimeNamespace = 'events' | 'mybets';

/**
 * What a label counts with: the period it names and the minutes of the clock (a type, not an interface, so it
 * passes as i18next's interpolation options).
 */
export type LiveTimeValues = { period?: number; minutes?: number };

/** A running clock's words: the key below `<namespace>.liveTime.`, its English default and its values. */
export interface LiveTimeText {
  kind: 'text';
  key: string;
  defaultValue: string;
  values: LiveTimeValues;
}

export type LiveTimeLabel = { kind: 'not-live' } | { kind: 'not-started' } | { kind: 'finished' } | LiveTimeText;

/**
 * Keys below `<namespace>.liveTime.` and English texts by label. Minutes keep the apostrophe ("12'") in every
 * language; the words around them (HT, Set 2, Map 3) are what each language's sportsbooks say.
 */
const TEXTS = {
  minute: "{{minutes}}'",
  halfTime: 'HT',
  extraTime: 'ET',
  extraTimeMinute: "ET {{minutes}}'",
  penalties: 'Pens',
  half: 'H{{period}}',
  halfMinute: "H{{period}} {{minutes}}'",
  halfBreak: 'H{{period}} break',
  quarterMinute: "Q{{period}} {{minutes}}'",
  quarterBreak: 'Q{{period}} break',
  overtime: 'OT',
  overtimeBreak: 'OT break',
  inning: 'Inning {{period}}',
  inningBreak: 'Inning {{period}} break',
  innings: 'Innings {{period}}',
  inningsBreak: 'Innings break',
  set: 'Set {{period}}',
  frame: 'Frame {{period}}',
  map: 'Map {{period}}',
  break: 'Break',
} as const satisfies Record<string, string>;

export type LiveTimeCode = keyof typeof TEXTS;

/** The English texts of the labels by code, for a test or a check of the locale files. */
export const LIVE_TIME_TEXTS: Readonly<Record<LiveTimeCode, string>> = TEXTS;

type Code = { code: LiveTimeCode; values?: LiveTimeValues };

/**
 * The time label of a live event (spec 2 section 4): not started shows the start time or a not-started
 * text; an intermission shows HT at half time and otherwise the break before the period to come; football
 * shows HT at a 45-minute intermission, ET after 90 minutes and penalties after 120. A running clock comes
 * back as a text key in the namespace of the remote showing it, never as English words.
 */
export function liveTimeLabel(
  event: Pick<SportEvent, 'clock' | 'sportCode' | 'currentPeriodAbbreviation' | 'currentPeriodNumber' | 'isFinished'>,
  namespace: LiveTimeNamespace,
): LiveTimeLabel {
  const { clock } = event;
  if (!clock) return { kind: 'not-live' };
  if (event.isFinished || clock.status === 'END_OF_EVENT') return { kind: 'finished' };
  if (clock.status === 'NOT_STARTED') return { kind: 'not-started' };
  const { code, values = {} } = runningLabel(event, clock, event.currentPeriodNumber ?? 1);
  return { kind: 'text', key: `${namespace}.liveTime.${code}`, defaultValue: TEXTS[code], values };
}

function runningLabel(
  event: Pick<SportEvent, 'sportCode' | 'currentPeriodAbbreviation'>,
  clock: NonNullable<SportEvent['clock']>,
  period: number,
): Code {
  const { minutes } = clock;
  if (FOOTBALL_TYPE.includes(event.sportCode)) {
    if (clock.status === 'INTERMISSION')
      return minutes === 45
        ? { code: 'halfTime' }
        : minutes >= 120
          ? { code: 'penalties' }
          : minutes >= 90
            ? { code: 'extraTime' }
            : { code: 'half', values: { period } };
    if (event.currentPeriodAbbreviation === 'PENS' || minutes >= 120) return { code: 'penalties' };
    if (minutes >= 90 && event.currentPeriodAbbreviation === 'ET_HALF') return { code: 'extraTimeMinute', values: { minutes } };
    return { code: 'minute', values: { minutes } };
  }
  if (CRICKET_FAMILY.includes(event.sportCode))
    return clock.status === 'INTERMISSION' ? { code: 'inningsBreak' } : { code: 'innings', values: { period } };
  if (clock.status === 'INTERMISSION') return breakLabel(event.currentPeriodAbbreviation, period);
  switch (event.currentPeriodAbbreviation) {
    case 'QTR':
      return { code: 'quarterMinute', values: { period, minutes } };
    case 'HALF':
      return { code: 'halfMinute', values: { period, minutes } };
    case 'OR':
      return { code: 'overtime' };
    case 'PERIOD':
      return { code: 'inning', values: { period } };
    case 'SETS':
    case 'GAMES':
    case 'LEGS':
      return { code: 'set', values: { period } };
    case 'FRAMES':
      return { code: 'frame', values: { period } };
    case 'MAP':
      return { code: 'map', values: { period } };
    default:
      return { code: 'minute', values: { minutes } };
  }
}

/**
 * An intermission: the platform reports the period about to start, so a quarters break at period 3 is half
 * time and the others are the breaks before Q2 and Q4 (and overtime); halves break once, at half time.
 */
function breakLabel(abbreviation: SportEvent['currentPeriodAbbreviation'], period: number): Code {
  switch (abbreviation) {
    case 'QTR':
      return period === 3 ? { code: 'halfTime' } : { code: 'quarterBreak', values: { period } };
    case 'OR':
      return { code: 'overtimeBreak' };
    case 'HALF':
      return period === 2 ? { code: 'halfTime' } : { code: 'halfBreak', values: { period } };
    case 'PERIOD':
      return { code: 'inningBreak', values: { period } };
    default:
      return { code: 'break' };
  }
}
