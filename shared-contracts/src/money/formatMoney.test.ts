import { formatAmount, formatMoney } from './formatMoney';

describe('money display', () => {
  it.each([
    [0, 2, '0.00'],
    [1234.5, 2, '1,234.50'],
    [1234567.891, 2, '1,234,567.89'],
    [-9876.5, 2, '-9,876.50'],
    [1500000, 0, '1,500,000'],
  ])('%d with %d decimals is %s', (amount, precision, expected) => {
    expect(formatAmount(amount, precision)).toBe(expected);
  });

  it('prefixes the currency code', () => {
    expect(formatMoney(1000, 'eur')).toBe('EUR 1,000.00');
  });
});
