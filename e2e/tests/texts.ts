import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where each part of the site keeps its texts, one flat JSON file a language. */
const LOCALE_FOLDERS = {
  shell: 'shell/src/locales',
  header: 'mfe-header/src/locales',
  account: 'mfe-account/src/locales',
  betslip: 'mfe-betslip/src/locales',
  mybets: 'mfe-mybets/src/locales',
} as const;

const read = (part: keyof typeof LOCALE_FOLDERS, lng: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../..', LOCALE_FOLDERS[part], `${lng}.json`), 'utf8'));

/**
 * A text of the site in `lng`, as its part's locale file writes it, `{{name}}` placeholders filled from `values`:
 * what a player reading that language finds on the page, so a journey in German or Thai asks for what they see.
 */
export function say(part: keyof typeof LOCALE_FOLDERS, lng: string, key: string, values: Record<string, string> = {}): string {
  const text = read(part, lng)[key];
  if (text === undefined) throw new Error(`no text ${key} in ${part}'s ${lng}`);
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** A text with a placeholder as a pattern the placeholder's value may fill: 'Stake on {{name}}' matches 'Stake on Arsenal'. */
export function sayPattern(part: keyof typeof LOCALE_FOLDERS, lng: string, key: string): RegExp {
  const text = read(part, lng)[key];
  const pieces = text.split(/\{\{\w+\}\}/).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${pieces.join('.+')}$`);
}
