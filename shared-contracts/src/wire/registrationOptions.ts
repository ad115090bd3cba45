/**
 * The answer of `GET /api/registration/options`: where the brand takes players from, the currencies it opens
 * accounts in (the first is the brand's own), and the sign-up rules the form checks before it sends.
 */
export interface RegistrationOptions {
  countries: string[];
  currencies: string[];
  minimumAge: number;
  passwordMinLength: number;
}
