import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatBooked } from '@sportsbook/domain';

/**
 * The platform's promotional texts in each language it offers, one file per locale under promotionTexts/: the
 * side columns' cards (the adverts and the responsible-gaming html widget) and the promotions page. A text is
 * translated when it is the platform's own English one; a text an operator wrote instead has no translation
 * until they give one, and shows as written.
 */
interface PromotionTexts {
  adverts: Record<string, string>;
  advertLink: string;
  responsibleGaming: { title: string; text: string; link: string };
  /** The promotions page's titles, summaries and terms, by their English text. */
  promotions: Record<string, string>;
  /** The jackpot's banners: `{name}`, `{prize}` and `{n}` filled in. */
  jackpotBanner: { win: string; pick: string; play: string };
  /** The word over a promotion's picture, by the promotion's section. */
  imageBadge: { promotions: string; vip: string };
}

const TEXTS_DIR = path.join(__dirname, 'promotionTexts');
const TEXTS: Record<string, PromotionTexts> = Object.fromEntries(
  readdirSync(TEXTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(TEXTS_DIR, file), 'utf8')) as PromotionTexts]),
);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The responsible-gaming card as html, its link on the language's own pages. */
export const responsibleGamingHtml = (locale: string) => {
  const { title, text, link } = (TEXTS[locale] ?? TEXTS.en).responsibleGaming;
  return `<h3>${escapeHtml(title)}</h3><p>${escapeHtml(text)} <a href="/${locale}/account">${escapeHtml(link)}</a></p>`;
};

export interface CardTranslator {
  /** An advert's name, description and link text, and its link on the language's pages. */
  advert<A extends { name: string; description: string; link_name: string; link: string }>(advert: A): A;
  /** An html widget's content. */
  widget(content: string): string;
}

const byLocale = new Map<string, CardTranslator>();

/** The cards' translator into one language (English leaves them as they are). */
export function cardTranslator(locale: string): CardTranslator {
  let translator = byLocale.get(locale);
  if (translator) return translator;
  const en = TEXTS.en;
  const own = TEXTS[locale] ?? en;
  const names = new Map(Object.entries(en.adverts).map(([id, text]) => [text, own.adverts[id]]));
  const englishWidget = responsibleGamingHtml('en');
  const ownWidget = responsibleGamingHtml(locale);
  translator = {
    advert(advert) {
      const name = names.get(advert.name);
      if (!name || locale === 'en') return advert;
      return {
        ...advert,
        name,
        description: names.get(advert.description) ?? advert.description,
        link_name: advert.link_name === en.advertLink ? own.advertLink : advert.link_name,
        link: advert.link.replace(/^\/en\//, `/${locale}/`),
      };
    },
    widget: (content) => (content === englishWidget ? ownWidget : content),
  };
  byLocale.set(locale, translator);
  return translator;
}

/** The word drawn over a promotion's or an advert's picture, in the language the picture is asked for in. */
export const imageBadge = (locale: string, section: string) => {
  const { promotions, vip } = (TEXTS[locale] ?? TEXTS.en).imageBadge;
  return section === 'vip' ? vip : promotions;
};

/** A promotion of the promotions page in one language: its title, summary and terms. */
export function translatePromotion<P extends { title: string; summary: string; terms: string[] }>(
  promotion: P,
  locale: string,
): P {
  const own = TEXTS[locale]?.promotions;
  if (!own || locale === 'en') return promotion;
  const text = (english: string) => own[english] ?? english;
  return { ...promotion, title: text(promotion.title), summary: text(promotion.summary), terms: promotion.terms.map(text) };
}

/** The jackpot's two banners in one language. */
export function jackpotBanners(
  { locale, tag }: { locale: string; tag: string },
  jackpot: { name: string; prize: number; currency: string; events: number },
) {
  const texts = (TEXTS[locale] ?? TEXTS.en).jackpotBanner;
  // English keeps the banner it has always had ("EUR 100,000"); another language writes the prize by the
  // contracts' money rule (its scale, 1000-scaled currencies included) with that language's separators.
  const prize =
    locale === 'en'
      ? `${jackpot.currency} ${jackpot.prize.toLocaleString('en')}`
      : formatBooked(jackpot.prize, jackpot.currency, tag);
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name === 'name' ? jackpot.name : name === 'prize' ? prize : name === 'n' ? String(jackpot.events) : whole,
    );
  return { banner: fill(texts.win), bets: fill(texts.pick), play: texts.play, link: `/${locale}/jackpot` };
}

/** The languages the files cover and the English texts each translates, for the test that none is missing. */
export const promotionTextsByLocale = () =>
  Object.fromEntries(Object.entries(TEXTS).map(([locale, texts]) => [locale, Object.keys(texts.promotions).sort()]));
