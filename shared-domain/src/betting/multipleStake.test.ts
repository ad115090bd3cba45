import { minMultipleBooked, multipleBookedUnderMin, multipleStakeUnderMin, MIN_MULTIPLE_STAKE } from './multipleStake';

describe('minimum multiple stake (spec 2 sections 5 and 9)', () => {
  it('is 1250.00 as the player types it', () => expect(MIN_MULTIPLE_STAKE).toBe(1250));

  it.each([
    [undefined, false],
    [0, false],
    [0.01, true],
    [1249.99, true],
    [1250, false],
    [1250.01, false],
    [5000, false],
  ])('a typed stake of %s is under the minimum: %s', (stake, under) => {
    expect(multipleStakeUnderMin(stake)).toBe(under);
  });

  it.each([
    // currency, booked minimum, booked stake, under
    ['EUR', 1250, 1249.99, true],
    ['EUR', 1250, 1250, false],
    ['KES', 1250, 1000, true],
    ['KES', 1250, 2000, false],
    // Scaled currencies book the typed 1250 as 1,250,000.
    ['IDR', 1_250_000, 1_249_000, true],
    ['IDR', 1_250_000, 1_250_000, false],
    ['vnd', 1_250_000, 1250, true],
  ] as const)('%s books the minimum at %s; %s is under it: %s', (currency, minimum, booked, under) => {
    expect(minMultipleBooked(currency)).toBe(minimum);
    expect(multipleBookedUnderMin(booked, currency)).toBe(under);
  });
});
