import type { RegistrationOptions } from '@sportsbook/contracts';

/**
 * Where each brand takes players from and the currencies it opens accounts in; the first currency is the
 * brand's own (its settings' currency). A new account starts with a welcome deposit in this reference
 * build, so that a new player can bet at once.
 */
export type BrandRegistrationOptions = Pick<RegistrationOptions, 'countries' | 'currencies'>;

const OPTIONS: Record<string, BrandRegistrationOptions> = {
  classic: { countries: ['GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'MT', 'SE'], currencies: ['EUR', 'GBP'] },
  nova: { countries: ['ID', 'TH', 'VN', 'MY', 'JP', 'KR'], currencies: ['USD', 'IDR', 'THB'] },
  savanna: { countries: ['KE', 'GH', 'UG', 'TZ'], currencies: ['KES', 'GHS'] },
};

export function registrationOptions(brand: string): BrandRegistrationOptions {
  return OPTIONS[brand] ?? OPTIONS.classic;
}

/** The welcome deposit: 100 of the currency, or 100 000 where players see amounts in thousands. */
export function welcomeDeposit(currency: string): number {
  return ['IDR', 'VND', 'KRW', 'LAK', 'MMK', 'KHR'].includes(currency) ? 100_000 : 100;
}
