/**
 * Operators' overrides of the remotes' texts, per set (`translationsId`), per language, flat `section.key`.
 * The texts themselves belong to the remotes (their src/locales/<lng>.json); a set replaces some of them
 * for a brand or a campaign. A brand without `?translationsId=` uses the set named after it.
 */
type Overrides = Record<string, Record<string, string>>;

export const TRANSLATION_OVERRIDES: Record<string, Overrides> = {
  // A campaign set an operator selects with ?translationsId=classic-offers.
  'classic-offers': {
    en: { 'menu.promotions': 'Offers' },
    de: { 'menu.promotions': 'Angebote' },
  },
};
