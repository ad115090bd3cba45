import type { CountryTables } from './countries';
import { COUNTRY_CODES3 } from './countryCodes3';
import { COUNTRY_NAMES } from './countryNames';

/** Both tables in one chunk of their own, loaded by loadCountryTables when a page first needs them. */
export const COUNTRY_TABLES: CountryTables = { names: COUNTRY_NAMES, codes3: COUNTRY_CODES3 };
