import { COUNTRY_CODES3 } from './countryCodes3';
import { COUNTRY_NAMES } from './countryNames';
import { countryCode3, countryName, loadCountryTables, toCountryCode3, type CountryTables } from './countries';

let tables: CountryTables;
beforeAll(async () => {
  tables = await loadCountryTables();
});

describe('the country tables of spec 1 section 9', () => {
  it.each([
    ['KE', 'Kenya'],
    ['ke', 'Kenya'],
    ['GB', 'United Kingdom'],
    ['ID', 'Indonesia'],
    ['VN', 'Viet Nam'],
    ['KR', 'Korea, Republic of'],
    ['CI', "Côte d'Ivoire"],
    ['DE', 'Germany'],
    ['XX', undefined],
    ['', undefined],
  ])('code %j is named %j', (code, name) => {
    expect(countryName(tables, code)).toBe(name);
  });

  it.each([
    ['Kenya', 'KEN'],
    ['kenya', 'KEN'],
    [' United Kingdom ', 'GBR'],
    ['Germany', 'DEU'],
    ['Indonesia', 'IDN'],
    ['Korea, Republic of', 'KOR'],
    ["Korea, Democratic People's Republic of", 'PRK'],
    ['Switzerland', 'CHE'],
    ['Atlantis', undefined],
  ])('name %j has the three-letter code %j', (name, code) => {
    expect(countryCode3(tables, name)).toBe(code);
  });

  it.each([
    ['KE', 'KEN'],
    ['KEN', 'KEN'],
    ['ken', 'KEN'],
    ['Kenya', 'KEN'],
    ['GB', 'GBR'],
    ['ES', 'ESP'],
    ['ESP', 'ESP'],
    ['UK', undefined],
    ['ABC', undefined],
  ])('%j is the country %j', (written, code) => {
    expect(toCountryCode3(tables, written)).toBe(code);
  });

  it('holds every ISO 3166-1 country once, each name with a three-letter code of its own', () => {
    expect(tables).toEqual({ names: COUNTRY_NAMES, codes3: COUNTRY_CODES3 });
    const names = Object.values(COUNTRY_NAMES);
    expect(names).toHaveLength(249);
    expect(new Set(names).size).toBe(249);
    expect(Object.keys(COUNTRY_CODES3).sort()).toEqual([...names].sort());
    expect(new Set(Object.values(COUNTRY_CODES3)).size).toBe(249);
    for (const code of Object.keys(COUNTRY_NAMES)) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of Object.values(COUNTRY_CODES3)) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});
