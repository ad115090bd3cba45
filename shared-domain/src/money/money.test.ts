import { CURRENCY_SCALE, isScaledCurrency, stakeLimits, toBookedAmount, toDisplayedAmount } from './scaledCurrencies';
import { currencyDigits } from './currencyDigits';
import { formatAmount, formatBooked, formatMoney, formatShown } from './formatMoney';
import { addMoney, amountOf, moneyFromShown, moneyOf, shownAmount } from './money';

describe('Money: minor units, the shown scale and formatting', () => {
  it.each([
    // currency, booked amount, minor units, what the player sees
    ['EUR', 1234.5, 123_450, 'EUR 1,234.50'],
    ['GBP', 0.1 + 0.2, 30, 'GBP 0.30'],
    ['KES', 997.3, 99_730, 'KES 997.30'],
    ['IDR', 5_000_000, 5_000_000, 'IDR 5,000.00'],
    ['IDR', 5_750, 5_750, 'IDR 5.75'],
    ['VND', 2_500, 2_500, 'VND 2.50'],
    ['JPY', 1500, 1500, 'JPY 1,500'],
    ['JPY', 1499.6, 1500, 'JPY 1,500'],
    ['KRW', 1_000_000, 1_000_000, 'KRW 1,000,000'],
    ['eur', -9876.5, -987_650, 'EUR -9,876.50'],
  ])('%s %d books %d minor units and shows as %s', (currency, amount, minor, shown) => {
    const money = moneyOf(amount, currency);
    expect(money.minor).toBe(minor);
    expect(formatMoney(money)).toBe(shown);
    expect(formatBooked(amount, currency)).toBe(shown);
  });

  it.each([
    ['EUR', 2],
    ['GBP', 2],
    ['KES', 2],
    ['IDR', 0],
    ['VND', 0],
    ['JPY', 0],
    ['KRW', 0],
    ['MBTC', 2],
    ['KWD', 3],
    ['huf', 0],
  ])('%s has %d minor-unit digits', (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });

  it.each([
    // currency, what the player typed, booked amount, shown text
    ['IDR', 5, 5_000, 'IDR 5.00'],
    ['VND', 100, 100_000, 'VND 100.00'],
    ['EUR', 5, 5, 'EUR 5.00'],
    ['KRW', 5000, 5000, 'KRW 5,000'],
  ])('%s: a typed %d books %d and shows as %s', (currency, typed, booked, text) => {
    const money = moneyFromShown(typed, currency);
    expect(amountOf(money)).toBe(booked);
    expect(shownAmount(money)).toBe(typed);
    expect(formatShown(typed, currency)).toBe(text);
  });

  it('adds without drift, and refuses to add two currencies', () => {
    let sum = moneyOf(0, 'EUR');
    for (let i = 0; i < 10; i++) sum = addMoney(sum, moneyOf(0.1, 'EUR'));
    expect(amountOf(sum)).toBe(1);
    expect(() => addMoney(moneyOf(1, 'EUR'), moneyOf(1, 'KES'))).toThrow('cannot add KES to EUR');
  });

  it.each([
    [0, 2, '0.00'],
    [1234567.891, 2, '1,234,567.89'],
    [1500000, 0, '1,500,000'],
  ])('%d with %d decimals is %s', (amount, digits, expected) => {
    expect(formatAmount(amount, digits)).toBe(expected);
  });

  it('writes the separators of another locale when asked', () => {
    expect(formatMoney(moneyOf(1234.5, 'EUR'), 'de-DE')).toBe('EUR 1.234,50');
  });
});

describe('scaled currencies', () => {
  it.each([
    ['IDR', 50, 50_000],
    ['vnd', 2.5, 2_500],
    ['LAK', 1, 1_000],
    ['EUR', 50, 50],
    ['KES', 50, 50],
  ])('%s: %d typed books %d', (currency, typed, booked) => {
    expect(toBookedAmount(typed, currency)).toBe(booked);
    expect(toDisplayedAmount(booked, currency)).toBe(typed);
  });

  it('multiplies stake limits by 1000 for the scaled currencies only', () => {
    expect(stakeLimits(0, 10_000, 'KHR')).toEqual({ min: 0, max: 10_000_000 });
    expect(stakeLimits(1, 10_000, 'KES')).toEqual({ min: 1, max: 10_000 });
    expect(stakeLimits(1, 10_000, 'KRW')).toEqual({ min: 1, max: 10_000 });
    expect(['VND', 'IDR', 'LAK', 'MMK', 'KHR'].every(isScaledCurrency)).toBe(true);
    expect(CURRENCY_SCALE).toBe(1000);
  });
});
