import type { Currency } from '@sportsbook/contracts';

/** The currencies a brand may price in, with their symbols and minor-unit precision (the currencies call's table). */
export const CURRENCIES: Currency[] = [
  ['EUR', '€', 2],
  ['GBP', '£', 2],
  ['USD', '$', 2],
  ['KES', 'KSh', 2],
  ['GHS', 'GH₵', 2],
  ['PHP', '₱', 2],
  ['IDR', 'Rp', 0],
  ['INR', '₹', 2],
  ['KRW', '₩', 0],
  ['MYR', 'RM', 2],
  ['PLN', 'zł', 2],
  ['TRY', '₺', 2],
  ['CNY', '¥', 2],
  ['RUB', '₽', 2],
  ['THB', '฿', 2],
  ['VND', '₫', 0],
  ['LAK', '₭', 0],
  ['MMK', 'K', 0],
  ['KHR', '៛', 0],
  ['JPY', '¥', 0],
  ['BRL', 'R$', 2],
  ['USDT', '₮', 2],
  ['MBTC', 'mBTC', 4],
].map(([isoCode, symbol, precision], index) => ({
  id: index + 1,
  isoCode: isoCode as string,
  symbol: symbol as string,
  precision: precision as number,
}));
