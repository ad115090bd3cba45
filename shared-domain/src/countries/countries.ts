/**
 * The country tables of spec 1 section 9: code to name, and name to three-letter code. They are some 250
 * rows each, which no first view needs, so they load on demand (loadCountryTables) and the lookups take
 * them as an argument.
 */
export interface CountryTables {
  /** ISO 3166-1 alpha-2 code to English short name. */
  names: Readonly<Record<string, string>>;
  /** That name to its ISO 3166-1 alpha-3 code. */
  codes3: Readonly<Record<string, string>>;
}

/** The tables, from their own chunk; every later call gets the same module. */
export const loadCountryTables = (): Promise<CountryTables> => import('./countryTables').then((m) => m.COUNTRY_TABLES);

/** The name of a two-letter country code ('KE' → 'Kenya'); undefined for a code that is no country. */
export function countryName(tables: CountryTables, code: string): string | undefined {
  return tables.names[code.trim().toUpperCase()];
}

interface Lookups {
  /** A name's own casing by its lower case: players and feeds write 'kenya', 'KENYA' and 'Kenya' alike. */
  namesByLower: Map<string, string>;
  codes3: Set<string>;
}
const lookups = new WeakMap<CountryTables, Lookups>();
function lookupsOf(tables: CountryTables): Lookups {
  let found = lookups.get(tables);
  if (!found) {
    found = {
      namesByLower: new Map(Object.keys(tables.codes3).map((name) => [name.toLowerCase(), name])),
      codes3: new Set(Object.values(tables.codes3)),
    };
    lookups.set(tables, found);
  }
  return found;
}

/** The three-letter code of a country name ('Kenya' → 'KEN'), whatever its case; undefined for an unknown name. */
export function countryCode3(tables: CountryTables, name: string): string | undefined {
  const own = lookupsOf(tables).namesByLower.get(name.trim().toLowerCase());
  return own === undefined ? undefined : tables.codes3[own];
}

/**
 * One country however it is written, as its three-letter code: a two-letter code through its name, a
 * three-letter code as it is, or a name. Lists from other systems (a video feed's allowed countries) mix
 * them; comparing the three-letter codes compares the countries. Undefined for none of these.
 */
export function toCountryCode3(tables: CountryTables, country: string): string | undefined {
  const text = country.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const name = countryName(tables, text);
    return name === undefined ? undefined : countryCode3(tables, name);
  }
  if (/^[A-Za-z]{3}$/.test(text) && lookupsOf(tables).codes3.has(text.toUpperCase())) return text.toUpperCase();
  return countryCode3(tables, text);
}
