import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { betReturns } from './settlement';

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
