import { localeRedirect, pathInLocale, pathWithoutLocale, resolveLocale } from './localeRouting';

const allowed = ['en', 'de', 'es'];

describe('resolveLocale (spec 1 section 2.2)', () => {
  it.each([
    [{ query: 'es', routerLocale: 'de', pathname: '/en/sports' }, 'es'],
    [{ query: null, routerLocale: 'de', pathname: '/en/sports' }, 'de'],
    [{ query: null, routerLocale: null, pathname: '/de/sports' }, 'de'],
    [{ query: null, routerLocale: null, pathname: '/xx/sports' }, 'en'],
    [{ pathname: '/' }, 'en'],
  ])('%j gives %s', (sources, expected) => {
    expect(resolveLocale({ ...sources, allowed })).toBe(expected);
  });
});

describe('localeRedirect', () => {
  it.each([
    ['/', '', undefined, '/en/homepage'],
    ['/', '?theme=dark', 'de', '/de/homepage?theme=dark'],
    ['/sports/240-FOOT', '', undefined, '/en/sports/240-FOOT'],
    ['/fr/live/sport', '', 'es', '/es/live/sport'],
    ['/live/123-arsenal-chelsea', '', 'xx', '/en/live/123-arsenal-chelsea'],
  ])('%s%s with default %s goes to %s', (path, search, defaultLocale, expected) => {
    expect(localeRedirect(path, search, allowed, defaultLocale)).toBe(expected);
  });

  it('leaves an allowed locale where it is', () => {
    expect(localeRedirect('/de/sports', '', allowed)).toBeNull();
  });

  it('skips the redirect for a path number over 400 and not for 400 or below', () => {
    expect(localeRedirect('/404', '', allowed)).toBeNull();
    expect(localeRedirect('/500/anything', '', allowed)).toBeNull();
    expect(localeRedirect('/400', '', allowed)).toBe('/en/400');
  });
});

describe('locale paths', () => {
  it('moves a path to another locale and strips it', () => {
    expect(pathInLocale('/en/sports/240-FOOT', 'de', allowed)).toBe('/de/sports/240-FOOT');
    expect(pathInLocale('/en', 'de', allowed)).toBe('/de/homepage');
    expect(pathWithoutLocale('/es/jackpot', allowed)).toBe('/jackpot');
    expect(pathWithoutLocale('/jackpot', allowed)).toBe('/jackpot');
  });
});
