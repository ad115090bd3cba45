import type { MyBetSelection } from '@sportsbook/contracts';
import { cashOutValue, withinCashOutTolerance } from './cashOutValue';

const leg = (price: number, currentPrice: number, extra: Partial<MyBetSelection> = {}) =>
  ({ price, currentPrice, result: null, marketStatus: 'open', ...extra }) as MyBetSelection;

describe('cash-out value', () => {
  it.each([
    // stake, legs (price, now), currency, value: stake x product(price / now) x 0.95
    [10, [[2, 2]], 'EUR', 9.5],
    [10, [[2, 2.5]], 'EUR', 7.6],
    [2, [[1.9, 2.02]], 'EUR', 1.79],
    [10, [[2, 1.6]], 'EUR', 11.88],
    [5_000, [[1.9, 2.02]], 'IDR', 4_468],
    [
      1_000,
      [
        [2, 3],
        [1.5, 1.5],
      ],
      'JPY',
      633,
    ],
    [
      10,
      [
        [3, 2.5],
        [2, 1.8],
      ],
      'KES',
      12.67,
    ],
  ])('a %d stake on %j in %s is worth %d', (stake, legs, currency, value) => {
    expect(
      cashOutValue(
        { kind: legs.length > 1 ? 'multiple' : 'single', unitStake: stake, selections: legs.map(([p, c]) => leg(p, c)) },
        currency,
      ),
    ).toBe(value);
  });

  it('counts a won leg at its price and a void one as 1, and offers nothing once a leg lost or a market is not open, and never for systems or jackpots', () => {
    const bet = (selections: MyBetSelection[]) => ({ kind: 'multiple' as const, unitStake: 10, selections });
    expect(cashOutValue(bet([leg(2, 2, { result: 'won' }), leg(3, 3)]), 'EUR')).toBe(19);
    expect(cashOutValue(bet([leg(2, 2, { result: 'void' }), leg(3, 3)]), 'EUR')).toBe(9.5);
    expect(cashOutValue(bet([leg(2, 2, { result: 'lost' }), leg(3, 3)]), 'EUR')).toBeNull();
    expect(cashOutValue(bet([leg(2, 2), leg(3, 3, { marketStatus: 'suspended' })]), 'EUR')).toBeNull();
    expect(cashOutValue({ kind: 'system', unitStake: 10, selections: [leg(2, 2)] }, 'EUR')).toBeNull();
    expect(cashOutValue({ kind: 'jackpot', unitStake: 1, selections: [leg(2, 2, { ordinal: 1 })] }, 'EUR')).toBeNull();
    expect(cashOutValue({ kind: 'single', unitStake: 1, selections: [leg(1.01, 500)] }, 'JPY')).toBeNull();
  });

  it('holds an offer while the value moved by at most 2 %', () => {
    expect(withinCashOutTolerance(1.9, 1.87)).toBe(true);
    expect(withinCashOutTolerance(1.9, 1.78)).toBe(false);
    expect(withinCashOutTolerance(100, 102)).toBe(true);
    expect(withinCashOutTolerance(100, 102.5)).toBe(false);
  });
});
