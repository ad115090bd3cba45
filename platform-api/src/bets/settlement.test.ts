import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { betReturns } from './settlement';

const single = (price: number, result: 'won' | 'lost' | 'void') => ({
  kind: 'single' as const,
  bet_type_id: 1,
  // EUR 10.00, in cents.
  unit_stake: '1000',
  legs: [{ price, result }],
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
      legs: results.map((result, i) => ({ price: [2, 3, 4][i], result })),
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
      legs: [2, 3, 4].map((price) => ({ price, result: 'won' as const })),
    };
    assert.equal(betReturns(trixie), 5_000);
    trixie.legs[2] = { price: 4, result: 'lost' as never };
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
      legs: [1.33, 1.77, 2.09].map((price) => ({ price, result: 'won' as const })),
    };
    assert.equal(betReturns(trixie), 1389, '101 yen x 13.753169 = 1,389.07');
  });

  it('takes the brand taxes from a won single as the slip priced it: 100 at 3.0, 10 % and 20 %, pays 236', () => {
    const tax = { enableStakeAfterTax: true, stakeRatePercentage: 10, taxDeductionEnabled: true, taxReturnsPercentage: 20 };
    assert.equal(betReturns({ ...single(3, 'won'), unit_stake: '10000' }, tax), 23_600);
  });
});
