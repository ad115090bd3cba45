import { useQuery } from '@tanstack/react-query';
import { countryName, loadCountryTables } from '@sportsbook/domain';

/**
 * Names countries by their two-letter codes once spec 1 section 9's table has loaded (its own chunk);
 * until then, and for a code that is no country, the code itself.
 */
export function useCountryName(): (code: string) => string {
  const tables = useQuery({ queryKey: ['country-tables'], staleTime: Infinity, queryFn: loadCountryTables });
  return (code) => (tables.data && countryName(tables.data, code)) || code;
}
