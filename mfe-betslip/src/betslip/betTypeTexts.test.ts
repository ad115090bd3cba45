import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { betTypeName } from '@sportsbook/domain';

const LOCALES = path.join(__dirname, '..', 'locales');
const textsOf = (lng: string): Record<string, string> => JSON.parse(readFileSync(path.join(LOCALES, `${lng}.json`), 'utf8'));
/** The slip's name of a multiple or a system of `legs` selections, as the page reads it in `lng`. */
const nameIn = (lng: string, betTypeId: number, legs: number) => {
  const name = betTypeName({ betTypeId, legs }, 'betslip')!;
  return (textsOf(lng)[name.key] ?? '').replace('{{size}}', String(name.size));
};

describe("the slip's bet type names", () => {
  it.each([
    ['en', 'Treble', '4-Fold', 'Doubles', 'Trixie'],
    ['de', 'Dreierkombi', '4er-Kombi', 'Alle Zweierkombis', 'Trixie'],
    ['zh', '3串1', '4串1', '全部2串1', '3串4'],
  ])('in %s: %s, %s, %s, %s', (lng, treble, fourFold, doubles, trixie) => {
    expect([nameIn(lng, 200002, 3), nameIn(lng, 200002, 4), nameIn(lng, 300002, 3), nameIn(lng, 300019, 3)]).toEqual([
      treble,
      fourFold,
      doubles,
      trixie,
    ]);
  });

  it('every language names a treble in its own words', () => {
    const english = nameIn('en', 200002, 3);
    for (const lng of readdirSync(LOCALES)
      .map((file) => file.replace('.json', ''))
      .filter((code) => code !== 'en'))
      expect(`${lng}: ${nameIn(lng, 200002, 3)}`).not.toBe(`${lng}: ${english}`);
  });
});
