import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { checkInventory, expectedKeys } from './checkInventory.mjs';
import { splitByOwner } from './split.mjs';

const ROOT = path.resolve(__dirname, '../..');
const used = new Map([
  ['betslip.title', { plural: false }],
  ['events.openMarkets', { plural: true }],
]);

describe('the translation inventory', () => {
  it('expects a plural key once per plural category of the language (CLDR)', () => {
    expect(expectedKeys(used, 'en')).toEqual(['betslip.title', 'events.openMarkets_one', 'events.openMarkets_other']);
    expect(expectedKeys(used, 'ru').sort()).toEqual([
      'betslip.title',
      'events.openMarkets_few',
      'events.openMarkets_many',
      'events.openMarkets_one',
      'events.openMarkets_other',
    ]);
    expect(expectedKeys(used, 'zh')).toEqual(['betslip.title', 'events.openMarkets_other']);
  });

  it('finds missing keys, unused keys and English phrases left in another language', () => {
    const en = {
      'betslip.title': 'Betslip',
      'events.openMarkets_one': '{{count}} market',
      'events.openMarkets_other': '{{count}} markets',
      'errors.error-500': 'We are experiencing difficulties.',
    };
    const found = checkInventory(
      used,
      {
        en,
        de: { 'betslip.title': 'Wettschein', 'events.openMarkets_one': '{{count}} Markt', 'errors.error-500': 'Fehler.' },
        fr: {
          'betslip.title': 'Betslip',
          'events.openMarkets_one': '{{count}} marché',
          'events.openMarkets_other': '{{count}} markets',
          'errors.error-500': 'We are experiencing difficulties.',
          'betslip.gone': 'Ancien texte',
        },
      },
      [/^errors\./],
    );
    // French has a 'many' form (1 000 000 de marchés) besides one and other.
    expect(found.missing).toEqual({ de: ['events.openMarkets_other'], fr: ['events.openMarkets_many'] });
    // errors.* is built from a code at run time: a family English has, never unused.
    expect(found.unused).toEqual({ fr: ['betslip.gone'] });
    // "Betslip" is one word (allowed the same); "{{count}} markets" is one word once placeholders go.
    expect(found.english).toEqual({ fr: ['errors.error-500'] });
  });

  it('splits a flat file by the package that owns each section', () => {
    const { byOwner, unknown } = splitByOwner({ 'betslip.title': 'Wettschein', 'errors.error-500': 'Fehler', 'nope.x': 'y' });
    expect(byOwner['mfe-betslip']).toEqual({ 'betslip.title': 'Wettschein' });
    expect(byOwner.shell).toEqual({ 'errors.error-500': 'Fehler' });
    expect(unknown).toEqual(['nope.x']);
  });

  it("every language of every package has every key the source uses, none unused, no English phrase, no remote reads another one's texts", () => {
    // i18next-parser is ESM-only: the inventory runs in its own Node process.
    const found = JSON.parse(execFileSync('node', ['tooling/i18n/inventory.mjs', '--json'], { cwd: ROOT, encoding: 'utf8' }));
    expect(found.languages).toContain('en');
    expect(found.keys).toBeGreaterThan(400);
    expect({ missing: found.missing, unused: found.unused, english: found.english, foreign: found.foreign }).toEqual({
      missing: {},
      unused: {},
      english: {},
      foreign: [],
    });
  });
});
