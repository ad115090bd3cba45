import { halfOf, offerChanged, partialPayment, partialRange } from './partialModel';
import { sampleBet } from '../testing/sampleBets';

describe('partial cash out in my bets', () => {
  // A 10.00 stake returning 25.00, valued 15.00 now: a part may pay 0.01 to 14.98 (one cent of stake stays on).
  const bet = sampleBet({ unitStake: 10, potentialReturns: 25, cashoutValue: 15 });

  it('offers the range the platform allows at the value now', () => {
    expect(partialRange(bet, 'EUR')).toEqual({ min: 0.01, max: 14.98 });
    expect(partialRange({ ...bet, cashoutValue: null }, 'EUR')).toBeNull();
    expect(partialRange({ ...bet, unitStake: 0.01 }, 'EUR')).toBeNull();
  });

  it.each([
    // part, offer → pays, stake left, returns left
    [6, 15, 6, 6, 15], // 6.00 of 15.00 buys back 4.00 of stake: 6.00 and 15.00 of returns stay on
    [7, 15, 7, 5.33, 13.32], // 4.666… rounds up to 4.67 of stake: the rate is never better than the offer's
    [14, 12, 11.98, 0.01, 0.02], // the offer fell under the part: the most it allows now
    [0.001, 15, 0.01, 9.99, 24.97], // under the least, the least
  ])('a part of %p of an offer of %p pays %p, leaving %p staked to return %p', (part, amount, pays, stakeLeft, returnsLeft) => {
    const offer = { amount, partial: partialRange({ ...bet, cashoutValue: amount }, 'EUR') };
    expect(partialPayment(part, offer, bet, 'EUR')).toEqual({ amount: pays, stakeLeft, potentialReturnsLeft: returnsLeft });
  });

  it.each([
    [{ min: 0.01, max: 14.98 }, 'EUR', 7.49],
    [{ min: 0.01, max: 0.01 }, 'EUR', 0.01],
    [{ min: 1, max: 1233 }, 'JPY', 616],
  ])('starts the amount at half of %p (%s): %p', (range, currency, half) => {
    expect(halfOf(range, currency)).toBe(half);
  });

  it('has no part of an offer that cannot be split', () => {
    expect(partialPayment(5, { amount: 15, partial: null }, bet, 'EUR')).toBeNull();
  });

  it.each([
    [7.5, 7.5, 'EUR', false],
    [7.5, 7.1, 'EUR', true],
    [7.5, 7.504, 'EUR', false], // the same cent
    [1200, 1201, 'JPY', true],
  ])('shown %p, offered %p (%s): changed %p', (shown, offered, currency, changed) => {
    expect(offerChanged(shown, offered, currency)).toBe(changed);
  });
});
