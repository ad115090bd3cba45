import { autoCashOutOffered, targetProblem } from './autoCashOutModel';
import { sampleBet } from '../testing/sampleBets';

describe('auto cash-out target', () => {
  const bet = sampleBet({ cashoutValue: 9.5, potentialReturns: 25 });
  it.each([
    [12, null],
    [9.51, null],
    [24.99, null],
    [9.5, 'alreadyReached'],
    [8, 'alreadyReached'],
    [25, 'neverReached'],
    [30, 'neverReached'],
    [12.005, 'notAnAmount'],
    [0, 'notAnAmount'],
    [Number.NaN, 'notAnAmount'],
  ])('%p: %p', (target, problem) => {
    expect(targetProblem(target, bet, 'EUR')).toBe(problem);
  });

  it('is kept on open singles and multiples only', () => {
    expect(autoCashOutOffered(bet)).toBe(true);
    expect(autoCashOutOffered({ ...bet, kind: 'multiple' })).toBe(true);
    expect(autoCashOutOffered({ ...bet, kind: 'system' })).toBe(false);
    expect(autoCashOutOffered({ ...bet, kind: 'jackpot' })).toBe(false);
    expect(autoCashOutOffered({ ...bet, status: 'won' })).toBe(false);
    // A bet builder has no cash-out offer for a rule to reach.
    const builder = {
      ...bet.selections[0],
      marketDescription: 'Bet Builder',
      outcomeDescription: 'Match Result: Arsenal · Both Teams To Score: Yes',
    };
    expect(autoCashOutOffered({ ...bet, selections: [builder] })).toBe(false);
  });
});
