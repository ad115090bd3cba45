/**
 * Currencies whose minor unit is not the cent, as CLDR (the data behind Intl in browsers and Node) had them
 * when the platform began storing amounts as whole minor units. The table is fixed rather than asked of
 * Intl at run time: a stored amount of 500 means EUR 5.00 or JPY 500 only while the digits never change,
 * and the browser, the platform and the database migration must agree whatever ICU each ships.
 * The migration that converted the database (platform-api 009_money_minor_units.sql) lists the same codes.
 */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<string, 0 | 3>> = {
  ...Object.fromEntries(
    [
      'AFN',
      'ALL',
      'BIF',
      'CLP',
      'COP',
      'DJF',
      'GNF',
      'HUF',
      'IDR',
      'IQD',
      'IRR',
      'ISK',
      'JPY',
      'KMF',
      'KPW',
      'KRW',
      'LAK',
      'LBP',
      'MGA',
      'MMK',
      'PKR',
      'PYG',
      'RWF',
      'SLL',
      'SOS',
      'SYP',
      'UGX',
      'VND',
      'VUV',
      'XAF',
      'XOF',
      'XPF',
      'YER',
    ].map((code) => [code, 0 as const]),
  ),
  ...Object.fromEntries(['BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3 as const])),
};

/**
 * Decimals of a currency's minor unit: two for EUR, GBP and KES, none for JPY, KRW, IDR and VND, three for
 * KWD. Any code the table does not list (a brand's own, like mBTC) has two.
 */
export function currencyDigits(currency: string): number {
  return CURRENCY_MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}
