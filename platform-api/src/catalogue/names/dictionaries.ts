import bg from './locales/bg.json';
import cs from './locales/cs.json';
import da from './locales/da.json';
import de from './locales/de.json';
import el from './locales/el.json';
import en from './locales/en.json';
import es from './locales/es.json';
import eu from './locales/eu.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import hi from './locales/hi.json';
import id from './locales/id.json';
import it from './locales/it.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import nl from './locales/nl.json';
import nb from './locales/no.json';
import pl from './locales/pl.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import sv from './locales/sv.json';
import sw from './locales/sw.json';
import th from './locales/th.json';
import tr from './locales/tr.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';

/**
 * The catalogue's names per language: one file per locale under locales/, keyed by the English the trading
 * simulator writes (en.json lists every name, its values as they are). A key with placeholders is a pattern:
 * {team}, {team2} and {player} are kept as the feed gives them, {line}, {n} and {handicap} are numbers.
 */
export const NAME_SECTIONS = ['sports', 'countries', 'leagues', 'coupons', 'markets', 'outcomes', 'periods'] as const;

export type NameSection = (typeof NAME_SECTIONS)[number];
export type NameDictionary = Record<NameSection, Record<string, string>>;

export const NAME_DICTIONARIES: Record<string, NameDictionary> = {
  bg,
  cs,
  da,
  de,
  el,
  en,
  es,
  eu,
  fi,
  fr,
  hi,
  id,
  it,
  ja,
  ko,
  nl,
  no: nb,
  pl,
  pt,
  ro,
  ru,
  sv,
  sw,
  th,
  tr,
  vi,
  zh,
};
