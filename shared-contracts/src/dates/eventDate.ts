import { offsetAt, parseTimeZoneRule, type TimeZoneRule } from './timeZoneRule';

const pad = (n: number) => String(n).padStart(2, '0');

const DAY_MS = 86_400_000;

export type EventDateLabel = { day: 'today' | 'tomorrow' | null; text: string };

/** The English words for the day keys, the default when a translation is missing. */
export const DAY_WORDS = { today: 'Today', tomorrow: 'Tomorrow' } as const;

/** Parsed rules by their text: every row of a list asks with the same one. */
const rules = new Map<string, TimeZoneRule>();
const UTC: TimeZoneRule = { offset: 0, changes: [] };

/** The date and time a wall clock shows at `ms`: the runtime's own when `zone` (a rule's text) is not given. */
function wallClock(ms: number, zone: string | undefined) {
  let date: { year: number; month: number; day: number; hour: number; minute: number };
  if (zone === undefined) {
    const local = new Date(ms);
    date = {
      year: local.getFullYear(),
      month: local.getMonth() + 1,
      day: local.getDate(),
      hour: local.getHours(),
      minute: local.getMinutes(),
    };
  } else {
    let rule = rules.get(zone);
    if (!rule) rules.set(zone, (rule = parseTimeZoneRule(zone) ?? UTC));
    const shifted = new Date(ms + offsetAt(rule, ms) * 60_000);
    date = {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  return { ...date, dayNumber: Date.UTC(date.year, date.month - 1, date.day) / DAY_MS };
}

/**
 * Spec 1 section 9: today or tomorrow as a word with HH:mm, otherwise DD/MM/YYYY HH:mm, in the player's
 * local time: the runtime's own, or the time-zone rule `zone` (see timeZoneRule.ts). The word is returned as
 * a key so the caller translates it.
 */
export function eventDateLabel(iso: string, now: Date = new Date(), zone?: string): EventDateLabel {
  const date = wallClock(new Date(iso).getTime(), zone);
  const time = `${pad(date.hour)}:${pad(date.minute)}`;
  const days = date.dayNumber - wallClock(now.getTime(), zone).dayNumber;
  if (days === 0) return { day: 'today', text: time };
  if (days === 1) return { day: 'tomorrow', text: time };
  return { day: null, text: `${pad(date.day)}/${pad(date.month)}/${date.year} ${time}` };
}

/** hh:mm:ss of a session that started at startedAt (spec 1 section 9). */
export function elapsed(startedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
