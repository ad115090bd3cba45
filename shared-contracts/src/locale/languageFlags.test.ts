import { cookieLocale, flagOf, languageColumns, languageCookie, preferredLocale } from './languageFlags';

describe('language flags (spec 1 section 2.9)', () => {
  it.each([
    ['en', 'gb'],
    ['pt', 'br'],
    ['ru', 'kz'],
    ['hi', 'in'],
    ['te', 'in'],
    ['bg', 'in'],
    ['de', 'de'],
    ['SW', 'sw'],
  ])('%s shows the flag %s', (locale, flag) => {
    expect(flagOf(locale)).toBe(flag);
  });

  it.each([
    [1, 3, 1],
    [7, 3, 1],
    [8, 3, 1],
    [10, 3, 2],
    [18, 3, 2],
    [19, 3, 3],
    [27, 3, 3],
    [27, 2, 2],
    [40, 3, 3],
  ])('%i languages with room for %i columns take %i', (count, room, columns) => {
    expect(languageColumns(count, room)).toBe(columns);
  });

  it('reads back the locale it wrote, among other cookies', () => {
    const written = languageCookie('de');
    expect(written).toMatch(/^sb-locale=de; path=\/; max-age=31536000/);
    expect(cookieLocale('theme=dark; sb-locale=de; other=1')).toBe('de');
    expect(cookieLocale('sb-localex=fr')).toBeUndefined();
    expect(cookieLocale('')).toBeUndefined();
  });
});

describe('preferredLocale', () => {
  const settings = { locales: ['en', 'de', 'sw'], default_locale: 'sw' };
  it.each([
    ['sb-locale=de', 'de'],
    ['sb-locale=fr', 'sw'],
    ['', 'sw'],
  ])('cookie %p sends a locale-less path to %s', (cookie, locale) => {
    expect(preferredLocale(cookie, settings)).toBe(locale);
  });
});
