import { betTypeName } from './betTypeName';

describe('betTypeName', () => {
  it.each([
    ['a single', 'single', 1, 1, 'betslip.betType.single', undefined],
    ['a multiple of 2', 'multiple', 200002, 2, 'betslip.betType.double', undefined],
    ['a multiple of 3', 'multiple', 200002, 3, 'betslip.betType.treble', undefined],
    ['a multiple of 6', 'multiple', 200002, 6, 'betslip.betType.fold', 6],
    ['all doubles of 4', 'system', 300002, 4, 'betslip.betType.doubles', undefined],
    ['all 5-folds of 7', 'system', 300005, 7, 'betslip.betType.folds', 5],
    ['a Yankee', 'system', 300021, 4, 'betslip.betType.yankee', undefined],
  ])("%s in the betslip's namespace", (_name, kind, betTypeId, legs, key, size) => {
    const name = betTypeName({ kind, betTypeId, legs }, 'betslip');
    expect([name?.key, name?.size]).toEqual([key, size]);
  });

  it("reads my bets' names from my bets' namespace, with the same English", () => {
    expect(betTypeName({ betTypeId: 300019, legs: 3 }, 'mybets')).toEqual({
      key: 'mybets.betType.trixie',
      defaultValue: 'Trixie',
    });
    expect(betTypeName({ betTypeId: 200002, legs: 4 }, 'mybets')).toEqual({
      key: 'mybets.betType.fold',
      defaultValue: '{{size}}-Fold',
      size: 4,
    });
  });

  it.each([
    ['a jackpot', { kind: 'jackpot', betTypeId: 1, legs: 13 }],
    ['a type this front end does not know', { betTypeId: 300099, legs: 5 }],
    ['a multiple of one leg', { betTypeId: 200002, legs: 1 }],
  ])('%s has no name of its own (the caller keeps the description)', (_name, bet) => {
    expect(betTypeName(bet, 'betslip')).toBeNull();
  });
});
