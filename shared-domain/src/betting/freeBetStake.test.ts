import { freeStakeChoiceOf, freeStakeFor, maxFreeStakeMinor } from './freeBetStake';

describe('free-bet stake input (spec 2 section 4)', () => {
  it.each([
    ['none', 'none'],
    ['max', 'max'],
    [' MAX ', 'max'],
    ['None', 'none'],
    ['', null],
    ['10', null],
    ['maximum', null],
    ['all', null],
  ])('%j is %j', (text, choice) => {
    expect(freeStakeChoiceOf(text)).toBe(choice);
  });

  it.each([
    // choice, maxFreeMoneyStake, stake, free stake
    ['max', 20, 50, 20], // free money 20 pays 20 of the 50
    ['max', 80, 50, 50], // never more than the stake
    ['max', 0, 50, undefined], // no free money
    ['max', 20, undefined, undefined], // no stake yet
    ['none', 20, 50, undefined],
  ] as const)('%s with max %s on a stake of %s frees %s', (choice, max, stake, free) => {
    expect(freeStakeFor(choice, max, stake)).toBe(free);
  });

  it.each([
    // promo cash, stake, maximum stake (minor units), max free stake
    [2000, 5000, 1_000_000, 2000],
    [8000, 5000, 1_000_000, 5000],
    [8000, 5000, 3000, 3000],
    [0, 5000, 1_000_000, 0],
  ])('free money %i on a stake of %i (maximum %i) may pay %i', (promo, stake, max, free) => {
    expect(maxFreeStakeMinor(promo, stake, max)).toBe(free);
  });
});
