const digitsByCurrency = new Map<string, number>();

/**
 * Decimals of a currency's minor unit as the browser's and Node's CLDR data have them: two for EUR, GBP and
 * KES, none for JPY, KRW, IDR and VND. A code that data does not know (a brand's own, like mBTC) gets two.
 */
export function currencyDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(code, digits);
  }
  return digits;
}
