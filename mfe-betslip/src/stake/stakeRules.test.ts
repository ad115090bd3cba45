import {
  addQuickStake,
  allowsDecimalPoint,
  freeStakeInput,
  parseStakeText,
  pressKey,
  stakeCurrency,
  stakeDecimals,
  stakeText,
  type KeypadKey,
  type StakeCurrency,
} from './stakeRules';

const EUR = stakeCurrency('EUR', 2);
const IDR = stakeCurrency('IDR', 0);
// A scaled currency refuses decimals even where the settings give it a precision.
const VND = stakeCurrency('vnd', 2);
const JPY = stakeCurrency('JPY', 0);
const KRW = stakeCurrency('KRW', 0);
const MBTC = stakeCurrency('MBTC', 4);

describe('stake currency', () => {
  it.each([
    ['EUR', 2, { decimals: 2, scaled: false }, 2],
    ['IDR', 0, { decimals: 0, scaled: true }, 0],
    ['vnd', 2, { decimals: 2, scaled: true }, 0],
    ['KHR', 0, { decimals: 0, scaled: true }, 0],
    ['JPY', 0, { decimals: 0, scaled: false }, 0],
    ['MBTC', 4, { decimals: 4, scaled: false }, 2],
  ])('%s with precision %i is %o and takes %i decimals', (isoCode, precision, currency, decimals) => {
    expect(stakeCurrency(isoCode, precision)).toEqual(currency);
    expect(stakeDecimals(currency)).toBe(decimals);
    expect(allowsDecimalPoint(currency)).toBe(decimals > 0);
  });
});

describe('betslip keyboard', () => {
  it.each<[string, string, KeypadKey, string | null]>([
    ['a digit starts a stake', '', '5', '5'],
    ['digits append', '12', '3', '123'],
    ['every digit is a key', '', '9', '9'],
    ['zero is a stake to go on from', '', '0', '0'],
    ['zeros after a digit are fine', '10', '0', '100'],
    ["'00' is refused", '0', '0', null],
    ["a lone '0' gives way to the next digit", '0', '5', '5'],
    ['a decimal point after digits', '12', '.', '12.'],
    ["a decimal point after '0'", '0', '.', '0.'],
    ['a zero after the point', '0.', '0', '0.0'],
    ['first decimal', '12.', '5', '12.5'],
    ['second decimal', '12.5', '5', '12.55'],
    ['a third decimal is refused', '12.55', '5', null],
    ['a leading decimal point is refused', '', '.', null],
    ['a second decimal point is refused', '1.2', '.', null],
    ['a trailing second point is refused', '12.', '.', null],
    ['13 characters are the most', '123456789012', '3', '1234567890123'],
    ['a 14th character is refused', '1234567890123', '4', null],
    ['a point as the 13th character', '123456789012', '.', '123456789012.'],
    ['a decimal past 13 characters is refused', '123456789012.', '5', null],
    ['backspace deletes the last character', '12.5', 'backspace', '12.'],
    ['backspace takes the point', '12.', 'backspace', '12'],
    ['backspace on nothing is nothing', '', 'backspace', ''],
    ['clear empties the stake', '123.45', 'clear', ''],
  ])('EUR: %s (%j + %j)', (_case, current, key, next) => {
    expect(pressKey(current, key, EUR)).toBe(next);
  });

  it.each<[string, StakeCurrency, string, KeypadKey, string | null]>([
    ['IDR refuses the decimal point', IDR, '50', '.', null],
    ['IDR takes digits', IDR, '50', '0', '500'],
    ['VND refuses the point despite precision 2', VND, '50', '.', null],
    ['JPY has no decimals', JPY, '1000', '.', null],
    ['KRW has no decimals', KRW, '5', '.', null],
    ['KRW refuses 00 too', KRW, '0', '0', null],
    ['MBTC takes 2 decimals', MBTC, '1.2', '3', '1.23'],
    ['MBTC stops at 2 decimals', MBTC, '1.23', '4', null],
  ])('%s (%j + %j)', (_case, currency, current, key, next) => {
    expect(pressKey(current, key, currency)).toBe(next);
  });
});

describe('stake text', () => {
  it.each([
    ['a whole stake', '12', '', { text: '12', stake: 12, update: true }],
    ['commas are stripped', '1,000.50', '', { text: '1000.50', stake: 1000.5, update: true }],
    ['commas between thousands', '12,345,678', '', { text: '12345678', stake: 12345678, update: true }],
    ['surrounding spaces of a paste', ' 25 ', '', { text: '25', stake: 25, update: true }],
    ['a trailing dot is kept without an update', '12.', '12', { text: '12.', stake: 12, update: false }],
    ['the decimal after it updates', '12.5', '12.', { text: '12.5', stake: 12.5, update: true }],
    ['removing the dot updates', '12', '12.', { text: '12', stake: 12, update: true }],
    ["'0' is shown but no stake", '0', '', { text: '0', stake: null, update: true }],
    ["'0.' waits like any trailing dot", '0.', '0', { text: '0.', stake: null, update: false }],
    ["'0.0' is shown but no stake", '0.0', '0.', { text: '0.0', stake: null, update: true }],
    ["'0.00' is no stake either", '0.00', '0.0', { text: '0.00', stake: null, update: true }],
    ['and on to a real stake', '0.05', '0.0', { text: '0.05', stake: 0.05, update: true }],
    ['emptied, the stake is none', '', '12', { text: '', stake: null, update: true }],
    ['a leading zero before a digit is dropped', '05', '0', { text: '5', stake: 5, update: true }],
    ['unchanged text does not update', '1,2', '12', { text: '12', stake: 12, update: false }],
    ["'00' keeps the previous text", '00', '0', { text: '0', stake: null, update: false }],
    ["'005' is a '00' too", '005', '5', { text: '5', stake: 5, update: false }],
    ['a leading point keeps the previous text', '.5', '', { text: '', stake: null, update: false }],
    ['a second point keeps the previous text', '1.2.', '1.2', { text: '1.2', stake: 1.2, update: false }],
    ['a third decimal keeps the previous text', '12.555', '12.55', { text: '12.55', stake: 12.55, update: false }],
    [
      '13 characters are the most',
      '1234567890.12',
      '1234567890.1',
      { text: '1234567890.12', stake: 1234567890.12, update: true },
    ],
    [
      '14 characters keep the previous text',
      '12345678901234',
      '1234567890123',
      { text: '1234567890123', stake: 1234567890123, update: false },
    ],
    ['letters keep the previous text', '12a', '12', { text: '12', stake: 12, update: false }],
    ['a minus keeps the previous text', '-5', '', { text: '', stake: null, update: false }],
  ])('EUR: %s (%j after %j)', (_case, text, previous, change) => {
    expect(parseStakeText(text, EUR, previous)).toEqual(change);
  });

  it('has no previous text unless given', () => {
    expect(parseStakeText('.', EUR)).toEqual({ text: '', stake: null, update: false });
  });

  it.each([
    ['IDR takes whole thousands', IDR, '5,000', '', { text: '5000', stake: 5000, update: true }],
    ['IDR refuses a decimal point', IDR, '50.', '50', { text: '50', stake: 50, update: false }],
    ['VND refuses decimals despite precision 2', VND, '50.5', '50', { text: '50', stake: 50, update: false }],
    ['JPY refuses decimals', JPY, '100.5', '100', { text: '100', stake: 100, update: false }],
    ['KRW takes whole amounts', KRW, '500,000', '', { text: '500000', stake: 500000, update: true }],
    ['MBTC stops at 2 decimals', MBTC, '0.125', '0.12', { text: '0.12', stake: 0.12, update: false }],
  ])('%s (%j after %j)', (_case, currency, text, previous, change) => {
    expect(parseStakeText(text, currency, previous)).toEqual(change);
  });
});

describe('quick stakes', () => {
  it.each([
    ['an empty stake becomes the amount', '', 5, EUR, '5'],
    ['the amount is added', '100', 25, EUR, '125'],
    ['typed decimals are kept', '12.50', 5, EUR, '17.50'],
    ['one typed decimal is kept', '12.5', 5, EUR, '17.5'],
    ['a trailing dot goes', '12.', 5, EUR, '17'],
    ['sums are exact in cents', '0.1', 0.2, EUR, '0.3'],
    ['a fractional amount', '10', 2.5, EUR, '12.5'],
    ['IDR adds thousands as typed', '50', 5000, IDR, '5050'],
    ['KRW', '5000', 500000, KRW, '505000'],
    ['a sum past 13 characters is refused', '9999999999999', 5, EUR, null],
    ['a sum of 13 characters is fine', '999999999990', 5, EUR, '999999999995'],
  ])('%s (%j + %d)', (_case, current, amount, currency, next) => {
    expect(addQuickStake(current, amount, currency)).toBe(next);
  });
});

describe('stake text of an amount (the default stake)', () => {
  it.each([
    ['no default stake', null, EUR, ''],
    ['zero is no stake', 0, EUR, ''],
    ['a whole amount', 10, EUR, '10'],
    ['a fraction to the currency decimals', 2.5, EUR, '2.50'],
    ['rounded to the currency decimals', 2.499, EUR, '2.50'],
    ['IDR has no decimals', 50, IDR, '50'],
    ['JPY rounds to whole', 99.6, JPY, '100'],
    ['too long for the keyboard', 12345678901234, EUR, ''],
  ])('%s (%p)', (_case, amount, currency, text) => {
    expect(stakeText(amount, currency)).toBe(text);
  });
});

describe('free-bet stake input', () => {
  it.each([
    ['none uses no free money', 'none', 0],
    ['case and spaces do not matter', ' None ', 0],
    ['nothing is none', '', 0],
    ['max is the whole free money', 'max', 25],
    ['MAX too', 'MAX', 25],
    ['a number', '10', 10],
    ['a number with decimals', '10.5', 10.5],
    ['commas stripped', '1,0', 10],
    ['more than the free money is capped to it', '40', 25],
    ['anything else is refused', 'all', null],
    ['three decimals are refused', '1.234', null],
    ['a negative is refused', '-5', null],
  ])('%s (%j)', (_case, text, stake) => {
    expect(freeStakeInput(text, 25)).toBe(stake);
  });
});
