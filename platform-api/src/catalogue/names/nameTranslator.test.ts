import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../brands/languages';
import { NAME_DICTIONARIES, NAME_SECTIONS } from './dictionaries';
import { catalogueLocaleOf } from './catalogueLocale';
import { createNameTranslator } from './nameTranslator';

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
const names = (l: string) => createNameTranslator(catalogueLocaleOf(l));

describe('catalogue names in 27 languages', () => {
  it('keeps a dictionary for every language the platform offers, the languages the remotes have texts for', () => {
    const offered = LANGUAGES.map((l) => l.locale).sort();
    assert.equal(offered.length, 27);
    assert.deepEqual(Object.keys(NAME_DICTIONARIES).sort(), offered);
    const remoteLocales = readdirSync(path.resolve(__dirname, '../../../../mfe-events/src/locales'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    assert.deepEqual(offered, remoteLocales);
  });

  it('translates every catalogue name into every language, with the same placeholders', () => {
    for (const [locale, dictionary] of Object.entries(NAME_DICTIONARIES)) {
      for (const section of NAME_SECTIONS) {
        const english = NAME_DICTIONARIES.en[section];
        assert.deepEqual(Object.keys(dictionary[section]).sort(), Object.keys(english).sort(), `${locale} ${section}`);
        for (const [key, text] of Object.entries(dictionary[section])) {
          assert.ok(text.trim(), `${locale} ${section} "${key}" is empty`);
          assert.deepEqual(placeholders(text), placeholders(key), `${locale} ${section} "${key}"`);
        }
      }
    }
    // English is the source: its names are what the simulator writes, unchanged.
    for (const section of NAME_SECTIONS)
      for (const [key, text] of Object.entries(NAME_DICTIONARIES.en[section])) assert.equal(text, key);
  });

  it('reads the language from the tag the client sends, or its language alone, else English', () => {
    assert.deepEqual(catalogueLocaleOf('de-DE'), { locale: 'de', tag: 'de-DE' });
    assert.equal(catalogueLocaleOf('de-AT').locale, 'de');
    assert.equal(catalogueLocaleOf('ja').locale, 'ja');
    assert.equal(catalogueLocaleOf('nb-NO').locale, 'no');
    assert.equal(catalogueLocaleOf('nn').locale, 'no');
    assert.equal(catalogueLocaleOf('pt_PT').locale, 'pt');
    assert.equal(catalogueLocaleOf('xx-YY').locale, 'en');
    assert.equal(catalogueLocaleOf(undefined).locale, 'en');
  });

  it('translates names and patterns, writes the numbers as the language does, and keeps team and player names', () => {
    const de = names('de-DE');
    assert.equal(de.name('sports', 'Football'), 'Fußball');
    assert.equal(de.name('outcomes', 'Draw'), 'Unentschieden');
    assert.equal(de.name('outcomes', 'Over 2.5'), 'Über 2,5');
    assert.equal(de.name('outcomes', 'Under 10.5'), 'Unter 10,5');
    assert.equal(de.name('outcomes', 'Northbridge United or Draw'), 'Northbridge United oder Unentschieden');
    assert.equal(de.name('outcomes', 'Draw or Kingsport City'), 'Unentschieden oder Kingsport City');
    assert.equal(de.name('outcomes', 'Northbridge United or Kingsport City'), 'Northbridge United oder Kingsport City');
    assert.equal(de.name('outcomes', 'Northbridge United -1.5'), 'Northbridge United -1,5');
    assert.equal(de.name('outcomes', 'Kingsport City +1.5'), 'Kingsport City +1,5');
    assert.equal(de.name('outcomes', 'Northbridge United'), 'Northbridge United');
    assert.equal(de.name('markets', 'Total Goals 2.5'), 'Tore gesamt 2,5');
    assert.equal(de.name('markets', 'Goal 3'), '3. Tor');
    assert.equal(de.name('markets', 'J. Smith To Score'), 'J. Smith trifft');
    assert.equal(de.name('periods', 'Full Time'), 'Reguläre Spielzeit');
    assert.equal(de.name('periods', 'QTR 2'), '2. Viertel');
    assert.equal(de.name('leagues', 'Premier Division'), 'Erste Division');
    // An invented proper name stays as it is.
    assert.equal(de.name('leagues', 'Serie Alta'), 'Serie Alta');

    const ja = names('ja-JP');
    assert.equal(ja.name('markets', 'Set 2 Winner'), '第2セット勝者');
    assert.equal(ja.name('outcomes', 'Over 2.5'), 'オーバー 2.5');
    const th = names('th-TH');
    assert.equal(th.name('sports', 'Basketball'), 'บาสเกตบอล');
    assert.equal(th.name('outcomes', 'Yes'), 'ใช่');
    const sv = names('sv-SE');
    assert.equal(sv.name('outcomes', 'Northbridge United -1.5'), 'Northbridge United −1,5');
  });

  it('puts the brand’s overrides over the platform’s names, patterns included', () => {
    const de = createNameTranslator(catalogueLocaleOf('de-DE'), {
      markets: { 'Match Result': '1X2' },
      outcomes: { 'Over {line}': 'Mehr als {line}' },
    });
    assert.equal(de.name('markets', 'Match Result'), '1X2');
    assert.equal(de.name('outcomes', 'Over 3.5'), 'Mehr als 3,5');
    assert.equal(de.name('outcomes', 'Under 3.5'), 'Unter 3,5');
  });
});
