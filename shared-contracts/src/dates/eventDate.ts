const pad = (n: number) => String(n).padStart(2, '0');

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY_MS = 86_400_000;

export type EventDateLabel = { day: 'today' | 'tomorrow' | null; text: string };

/** The English words for the day keys, the default when a translation is missing. */
export const DAY_WORDS = { today: 'Today', tomorrow: 'Tomorrow' } as const;

/**
 * Spec 1 section 9: today or tomorrow as a word with HH:mm, otherwise DD/MM/YYYY HH:mm, in the player's
 * local time. The word is returned as a key so the caller translates it.
 */
export function eventDateLabel(iso: string, now: Date = new Date()): EventDateLabel {
  const date = new Date(iso);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const days = Math.round((dayStart(date) - dayStart(now)) / DAY_MS);
  if (days === 0) return { day: 'today', text: time };
  if (days === 1) return { day: 'tomorrow', text: time };
  return { day: null, text: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${time}` };
}

/** hh:mm:ss of a session that started at startedAt (spec 1 section 9). */
export function elapsed(startedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
