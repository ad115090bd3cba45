import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES } from './languages';
import {
  cardTranslator,
  imageBadge,
  jackpotBanners,
  promotionTextsByLocale,
  responsibleGamingHtml,
  translatePromotion,
} from './promotionTexts';
import { catalogueLocaleOf } from '../catalogue/names/catalogueLocale';
import { contentFor } from './brandContent';

describe('promotions and responsible-gaming cards in 27 languages', () => {
  it('keeps the texts in every language the platform offers, every promotion’s text in each', () => {
    const byLocale = promotionTextsByLocale();
    assert.deepEqual(Object.keys(byLocale).sort(), LANGUAGES.map((l) => l.locale).sort());
    const english = contentFor('classic').promotions.flatMap((p) => [p.title, p.summary, ...p.terms]);
    for (const [locale, texts] of Object.entries(byLocale)) assert.deepEqual(texts, [...new Set(english)].sort(), locale);
  });

  it('words the badge over a picture in every language, by its section', () => {
    for (const [locale, section, badge] of [
      ['en', 'promotions', 'PROMO'],
      ['en', 'vip', 'VIP'],
      ['de', 'promotions', 'AKTION'],
      ['th', 'promotions', 'โปรโมชั่น'],
      ['hi', 'vip', 'वीआईपी'],
      ['xx', 'promotions', 'PROMO'],
    ])
      assert.equal(imageBadge(locale, section), badge, `${locale} ${section}`);
    for (const { locale } of LANGUAGES) assert.ok(imageBadge(locale, 'promotions') && imageBadge(locale, 'vip'), locale);
  });

  it('translates the promotions page, and leaves English as it is', () => {
    const [welcome] = contentFor('classic').promotions;
    const de = translatePromotion(welcome, 'de');
    assert.equal(de.title, 'Willkommensbonus');
    assert.deepEqual(de.terms, ['Nur für Neukunden.', 'Mindestquote 1,50 bei der ersten Wette.', 'Gratiswette 7 Tage gültig.']);
    assert.equal(translatePromotion(welcome, 'en'), welcome);
    for (const { locale } of LANGUAGES.filter((l) => l.locale !== 'en'))
      for (const promotion of contentFor('classic').promotions) {
        const own = translatePromotion(promotion, locale);
        assert.ok(
          own.summary !== promotion.summary && own.terms.every((t, i) => t !== promotion.terms[i]),
          `${locale} ${promotion.id}`,
        );
      }
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

  it('writes the jackpot’s banners in every language, the prize by the money rule in the language’s separators', () => {
    const jackpot = { name: 'Super 6 Jackpot', prize: 100_000, currency: 'EUR', events: 6 };
    assert.deepEqual(jackpotBanners(catalogueLocaleOf('en-GB'), jackpot), {
      banner: 'Super 6 Jackpot: win EUR 100,000',
      bets: 'Pick 6 results',
      play: 'Play now',
      link: '/en/jackpot',
    });
    assert.equal(jackpotBanners(catalogueLocaleOf('de-DE'), jackpot).banner, 'Super 6 Jackpot: EUR 100.000,00 gewinnen');
    for (const language of LANGUAGES.filter((l) => l.locale !== 'en')) {
      const own = jackpotBanners(catalogueLocaleOf(language.external_locale), jackpot);
      assert.ok(own.banner.includes('Super 6 Jackpot') && !/[{}]/.test(own.banner + own.bets), language.locale);
      assert.ok(own.bets.includes('6') && own.play !== 'Play now', language.locale);
    }
  });
});
