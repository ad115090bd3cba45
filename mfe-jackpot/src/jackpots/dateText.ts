import type { TFunction } from 'i18next';
import { DAY_WORDS, eventDateLabel } from '@sportsbook/contracts';

/** Today or tomorrow as a word, in the events remote's words (spec 1 section 9). */
export function dateText(t: TFunction, iso: string): string {
  const date = eventDateLabel(iso);
  return date.day ? `${t(`jackpot.day.${date.day}`, DAY_WORDS[date.day])} ${date.text}` : date.text;
}
