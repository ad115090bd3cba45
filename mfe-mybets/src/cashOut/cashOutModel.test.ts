import { cashOutOffered, inCountdown, offerSecondsLeft, type CashOutStep } from './cashOutModel';
import { sampleBet, sampleLeg } from '../testing/sampleBets';

describe('cash out model', () => {
  it.each([
    ['an open bet with a value', { cashoutValue: 7.5 }, true],
    ['an open bet without a value', { cashoutValue: null }, false],
    ['an open bet with no value field', { cashoutValue: undefined }, false],
    ['a zero value', { cashoutValue: 0 }, false],
    ['a settled bet', { status: 'won' as const, cashoutValue: 7.5 }, false],
    [
      'a bet whose event ended awaiting its result',
      { cashoutValue: 7.5, selections: [sampleLeg({ event: { ...sampleLeg().event, state: 'finished' } })] },
      false,
    ],
    [
      'a bet with a won leg of an ended event',
      { cashoutValue: 7.5, selections: [sampleLeg({ result: 'won', event: { ...sampleLeg().event, state: 'finished' } })] },
      true,
    ],
  ])('%s: offered %p', (_name, patch, expected) => {
    expect(cashOutOffered(sampleBet(patch))).toBe(expected);
  });

  it.each([
    [5000, 5],
    [4001, 5],
    [4000, 4],
    [1, 1],
    [0, 0],
    [-300, 0],
  ])('%p ms before expiry shows %p s', (ms, seconds) => {
    const now = Date.parse('2026-11-22T20:00:00.000Z');
    expect(offerSecondsLeft({ expiresAt: new Date(now + ms).toISOString() }, now)).toBe(seconds);
  });

  const offer = { offerId: 'o', betId: 1, amount: 7.5, expiresAt: '2026-11-22T20:00:05.000Z', partial: null };
  it.each<[CashOutStep, boolean]>([
    [{ step: 'offered' }, false],
    [{ step: 'requesting' }, true],
    [{ step: 'countdown', offer }, true],
    [{ step: 'confirming', offer }, true],
    [{ step: 'done', amount: 7.5 }, false],
    [{ step: 'expired' }, false],
    [{ step: 'failed', message: 'no' }, false],
  ])('%p is in countdown: %p', (step, expected) => {
    expect(inCountdown(step)).toBe(expected);
  });
});
