import { countBadge } from './countBadge';

describe('count badge', () => {
  it.each([
    [0, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
    [1, { text: '1', wide: false }],
    [99, { text: '99', wide: false }],
    [100, { text: '100', wide: true }],
    [1234, { text: '1234', wide: true }],
  ])('%p open bets show %p', (count, expected) => {
    expect(countBadge(count)).toEqual(expected);
  });
});
