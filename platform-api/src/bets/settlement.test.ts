import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { betReturns, extraWinningsEarned } from './settlement';

const single = (price: number, result: 'won' | 'lost' | 'void') => ({
  kind: 'single' as const,
  bet_type_id: 1,
  // EUR 10.00, in cents.
  unit_stake: '1000',
  legs: [{ price, result, market: 1 }],
});

describe('settled returns', () => {
  it('pays a won single its odds, nothing for a loss, the stake back for a void', () => {
    assert.equal(betReturns(single(2.5, 'won')), 2500);
    assert.equal(betReturns(single(2.5, 'lost')), 0);
    assert.equal(betReturns(single(2.5, 'void')), 1000);
  });

  it('counts a void leg of a multiple as 1 and a lost leg as 0', () => {
    const legs = (results: ('won' | 'lost' | 'void')[]) => ({
      kind: 'multiple' as const,
      bet_type_id: 200002,
      unit_stake: '1000',
      legs: results.map((result, i) => ({ price: [2, 3, 4][i], result, market: i + 1 })),
    });
    assert.equal(betReturns(legs(['won', 'won', 'won'])), 24_000);
    assert.equal(betReturns(legs(['won', 'void', 'won'])), 8_000);
    assert.equal(betReturns(legs(['won', 'lost', 'won'])), 0);
  });

  it('pays a Trixie per combination: doubles and treble of the winners', () => {
    const trixie = {
      kind: 'system' as const,
      bet_type_id: 300019,
      unit_stake: '100',
      legs: [2, 3, 4].map((price, i) => ({ price, result: 'won' as const, market: i + 1 })),
    };
    assert.equal(betReturns(trixie), 5_000);
    trixie.legs[2] = { price: 4, result: 'lost' as never, market: 3 };
    assert.equal(betReturns(trixie), 600, 'only the 2.0 x 3.0 double wins');
  });

  it("pays in whole minor units of the bet's currency: 1,333 rupiah at 1.37, a JPY Trixie to the yen", () => {
    // 1,333 x 1.37 = 1,826.21 rupiah; EUR 13.33 is 1,333 cents, the same product: EUR 18.26.
    assert.equal(betReturns({ ...single(1.37, 'won'), unit_stake: '1333' }), 1826);
    assert.equal(betReturns({ ...single(1.15, 'won'), unit_stake: '15' }), 17, '15 x 1.15 = 17.25 cents');
    assert.equal(betReturns({ ...single(1.7, 'won'), unit_stake: '15' }), 26, '15 x 1.7 = 25.5 cents, the half rounds up');
    const trixie = {
      kind: 'system' as const,
      bet_type_id: 300019,
      unit_stake: '101',
      legs: [1.33, 1.77, 2.09].map((price, i) => ({ price, result: 'won' as const, market: i + 1 })),
    };
    assert.equal(betReturns(trixie), 1389, '101 yen x 13.753169 = 1,389.07');
  });

  it('takes the brand taxes from a won single as the slip priced it: 100 at 3.0, 10 % and 20 %, pays 236', () => {
    const tax = { enableStakeAfterTax: true, stakeRatePercentage: 10, taxDeductionEnabled: true, taxReturnsPercentage: 20 };
    assert.equal(betReturns({ ...single(3, 'won'), unit_stake: '10000' }, tax), 23_600);
  });

  it('pays a system over a shared market only its distinct-market combinations, as it was staked', () => {
    // Home 2.0 and Draw 3.0 of one market, 1.5 and 4.0 elsewhere: 5 doubles were staked (AC, AD, BC, BD, CD).
    const doubles = (results: ('won' | 'lost' | 'void')[]) => ({
      kind: 'system' as const,
      bet_type_id: 300002,
      // EUR 10.00 a unit, in cents.
      unit_stake: '1000',
      legs: [2, 3, 1.5, 4].map((price, i) => ({ price, result: results[i], market: [1, 1, 2, 3][i] })),
    });
    // Home won: AC 3 + AD 8 + CD 6 = 17 a unit, EUR 170.00.
    assert.equal(betReturns(doubles(['won', 'lost', 'won', 'won'])), 17_000);
    // The shared market void: each of its legs pays 1, never the two together: AC 1.5 + AD 4 + BC 1.5 + BD 4 + CD 6 = 17.
    assert.equal(betReturns(doubles(['void', 'void', 'won', 'won'])), 17_000);
  });
});

describe('parlay extra winnings at settlement', () => {
  // Classic's tiers: 3 selections 5 %, 5 selections 10 %; at most 10,000.00.
  const config = {
    epwPromoFilterValues: [
      { betSize: 3, percentage: 5 },
      { betSize: 5, percentage: 10 },
    ],
    maxAmount: 10_000,
  };
  // A five-fold of EUR 20.00 at 2.0 each: returns 640.00, winnings 620.00, 10 % promised: 62.00 (cents below).
  const fiveFold = (...results: ('won' | 'lost' | 'void')[]) => ({
    kind: 'multiple' as const,
    unit_stake: '2000',
    extra_winnings: '6200',
    legs: results.map((result, market) => ({ price: 2, result, market })),
  });
  const returnsOf = (bet: ReturnType<typeof fiveFold>) => betReturns({ ...bet, bet_type_id: 200002 });

  it('pays what was promised when every leg wins', () => {
    const bet = fiveFold('won', 'won', 'won', 'won', 'won');
    assert.equal(returnsOf(bet), 64_000);
    assert.equal(extraWinningsEarned(bet, returnsOf(bet), config), 6200);
  });

  it('works it out again on the winning legs when a leg is void: four legs take the 5 % tier', () => {
    // Returns 320.00 (four legs at 2.0), winnings 300.00, 5 %: 15.00.
    const bet = fiveFold('won', 'won', 'void', 'won', 'won');
    assert.equal(returnsOf(bet), 32_000);
    assert.equal(extraWinningsEarned(bet, returnsOf(bet), config), 1500);
  });

  it('pays none for a lost multiple, a void one under the tiers, or a bet with nothing promised', () => {
    const lost = fiveFold('won', 'lost', 'won', 'won', 'won');
    assert.equal(extraWinningsEarned(lost, returnsOf(lost), config), 0);
    const twoLeft = fiveFold('won', 'void', 'void', 'void', 'won');
    assert.equal(extraWinningsEarned(twoLeft, returnsOf(twoLeft), config), 0);
    const none = { ...fiveFold('won', 'won', 'won', 'won', 'won'), extra_winnings: '0' };
    assert.equal(extraWinningsEarned(none, returnsOf(none), config), 0);
  });
});
