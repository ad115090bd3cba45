import { maxStake } from './maxStake';

describe('the Max stake', () => {
  it.each([
    ['the brand maximum when the balance pays it', { settingMax: 10_000, balance: 20_000 }, 10_000],
    ['the balance when it is less', { settingMax: 10_000, balance: 123.45 }, 123.45],
    ["the bet's own maximum from the platform first", { maxBetStake: 500, settingMax: 10_000, balance: 20_000 }, 500],
    ['a visitor: the maximum alone', { settingMax: 10_000 }, 10_000],
    ['a system of 3 bets: the balance over its bets, cut to cents', { settingMax: 10_000, balance: 100, noOfBets: 3 }, 33.33],
    ['no balance: no stake', { settingMax: 10_000, balance: 0 }, null],
    [
      'IDR in thousands: 5,000,000 rupiah pays 5,000',
      { settingMax: 10_000, balance: 5_000_000, currency: 'IDR', decimals: 0 },
      5_000,
    ],
    [
      "IDR: the bet's own booked maximum shown in thousands",
      { maxBetStake: 2_000_000, settingMax: 10_000, balance: 5_000_000, currency: 'IDR', decimals: 0 },
      2_000,
    ],
    ['a balance with a float tail keeps its cent', { settingMax: 10_000, balance: 12.3 }, 12.3],
  ])('%s', (_, input, expected) => {
    expect(maxStake({ noOfBets: 1, currency: 'EUR', decimals: 2, ...input })).toBe(expected);
  });
});
