import { COUNTRY_CODES3 } from './countryCodes3';
import { COUNTRY_NAMES } from './countryNames';

/** The name of a two-letter country code ('KE' → 'Kenya'); undefined for a code that is no country. */
export function countryName(code: string): string | undefined {
  return COUNTRY_NAMES[code.trim().toUpperCase()];
}

/** A name's own casing for lookups: players and feeds write 'kenya', 'KENYA' and 'Kenya' alike. */
const NAMES_BY_LOWER = new Map(Object.keys(COUNTRY_CODES3).map((name) => [name.toLowerCase(), name]));

/** The three-letter code of a country name ('Kenya' → 'KEN'), whatever its case; undefined for an unknown name. */
export function countryCode3(name: string): string | undefined {
  const own = NAMES_BY_LOWER.get(name.trim().toLowerCase());
  return own === undefined ? undefined : COUNTRY_CODES3[own];
}

const CODES3 = new Set(Object.values(COUNTRY_CODES3));

/**
 * One country however it is written, as its three-letter code: a two-letter code through its name, a
 * three-letter code as it is, or a name. Lists from other systems (a video feed's allowed countries) mix
 * them; comparing the three-letter codes compares the countries. Undefined for none of these.
 */
export function toCountryCode3(country: string): string | undefined {
  const text = country.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const name = countryName(text);
    return name === undefined ? undefined : countryCode3(name);
  }
  if (/^[A-Za-z]{3}$/.test(text) && CODES3.has(text.toUpperCase())) return text.toUpperCase();
  return countryCode3(text);
}
