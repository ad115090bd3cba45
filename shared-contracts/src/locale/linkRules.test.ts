import { isKenyaLocale, keepsLinkUnchanged, localisedLink, type LinkKind } from './linkRules';

const language = (locale: string, external_locale: string) => ({ locale, external_locale });
const CASHIER = 'https://pay.brand.example/{locale}/deposit';
const JOIN = 'https://brand.example/{locale}/join';

describe('link rules of spec 1 section 2.2', () => {
  it.each([
    // template, kind, locale, external locale, brand default, expected address
    [JOIN, 'other', 'de', 'de-DE', 'en', 'https://brand.example/de/join'],
    [CASHIER, 'cashier', 'de', 'de-DE', 'en', 'https://pay.brand.example/de/deposit'],
    // es, pt and eu keep every link as the operator published it, in the brand's default locale.
    [JOIN, 'other', 'es', 'es-ES', 'en', 'https://brand.example/en/join'],
    [JOIN, 'other', 'pt', 'pt-BR', 'en', 'https://brand.example/en/join'],
    [JOIN, 'other', 'eu', 'eu-ES', 'en', 'https://brand.example/en/join'],
    [CASHIER, 'cashier', 'pt', 'pt-BR', 'fr', 'https://pay.brand.example/fr/deposit'],
    // The Kenya locale keeps only its cashier links unchanged.
    [CASHIER, 'cashier', 'sw', 'sw-KE', 'en', 'https://pay.brand.example/en/deposit'],
    [JOIN, 'other', 'sw', 'sw-KE', 'en', 'https://brand.example/sw/join'],
    [CASHIER, 'cashier', 'en', 'en-KE', 'sw', 'https://pay.brand.example/sw/deposit'],
    // Swahili spoken elsewhere is not the Kenya locale.
    [CASHIER, 'cashier', 'sw', 'sw-TZ', 'en', 'https://pay.brand.example/sw/deposit'],
    // A path of this site always follows the page's locale, whatever the rule for other sites.
    ['/{locale}/account/balances?cashier=1', 'cashier', 'sw', 'sw-KE', 'en', '/sw/account/balances?cashier=1'],
    ['/{locale}/account/register', 'other', 'es', 'es-ES', 'en', '/es/account/register'],
    // A protocol-relative address is another site.
    ['//brand.example/{locale}/join', 'other', 'es', 'es-ES', 'en', '//brand.example/en/join'],
    // A link without a locale mark is the same for everybody.
    ['https://brand.example/help', 'other', 'de', 'de-DE', 'en', 'https://brand.example/help'],
  ] as const)('%s (%s) in %s/%s, brand default %s: %s', (template, kind, locale, external, defaultLocale, expected) => {
    expect(localisedLink(template, kind, language(locale, external), defaultLocale)).toBe(expected);
  });

  it.each([
    ['es', 'es-ES', 'other', true],
    ['pt', 'pt-BR', 'cashier', true],
    ['eu', 'eu-ES', 'other', true],
    ['sw', 'sw-KE', 'cashier', true],
    ['sw', 'sw-KE', 'other', false],
    ['en', 'en-GB', 'cashier', false],
    ['de', 'de-DE', 'other', false],
  ] as const)('%s (%s) keeps a %s link unchanged: %s', (locale, external, kind, expected) => {
    expect(keepsLinkUnchanged(language(locale, external), kind as LinkKind)).toBe(expected);
  });

  it.each([
    ['sw-KE', true],
    ['en-ke', true],
    ['sw-TZ', false],
    ['', false],
  ])('%j is the Kenya locale: %s', (external, expected) => {
    expect(isKenyaLocale({ external_locale: external })).toBe(expected);
  });
  it('a language the brand does not list is not the Kenya locale', () => {
    expect(isKenyaLocale(undefined)).toBe(false);
  });
});
