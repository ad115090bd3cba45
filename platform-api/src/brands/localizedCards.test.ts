import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES } from './languages';
import { cardLocales, cardTranslator, responsibleGamingHtml } from './localizedCards';
import { contentFor } from './brandContent';

describe('promotion and responsible-gaming cards in 27 languages', () => {
  it('keeps the cards in every language the platform offers', () => {
    assert.deepEqual(cardLocales(), LANGUAGES.map((l) => l.locale).sort());
  });

  it('translates the seeded adverts and the responsible-gaming card, links on the language’s pages', () => {
    const content = contentFor('classic');
    const advert = content.adverts['1'];
    const de = cardTranslator('de').advert(advert);
    assert.equal(de.name, 'Willkommensbonus: Ihre erste Wette bis zu 50 zurück');
    assert.equal(de.link_name, 'Mehr erfahren');
    assert.equal(de.link, '/de/promotions');
    assert.equal(cardTranslator('en').advert(advert), advert);
    const widget = content.htmlWidgets['1'].content;
    assert.equal(widget, responsibleGamingHtml('en'));
    assert.match(cardTranslator('th').widget(widget), /การเล่นอย่างรับผิดชอบ.*href="\/th\/account"/);
    for (const { locale } of LANGUAGES.filter((l) => l.locale !== 'en')) {
      for (const id of Object.keys(content.adverts))
        assert.notEqual(
          cardTranslator(locale).advert(content.adverts[id]).name,
          content.adverts[id].name,
          `${locale} advert ${id}`,
        );
      assert.notEqual(cardTranslator(locale).widget(widget), widget, locale);
    }
  });

  it('leaves an operator’s own text as written', () => {
    const advert = { ...contentFor('classic').adverts['2'], name: 'Derby day boost', description: 'Derby day boost' };
    assert.equal(cardTranslator('de').advert(advert), advert);
    assert.equal(cardTranslator('de').widget('<p>Our own card</p>'), '<p>Our own card</p>');
  });
});
