import { countBadge } from './countBadge';

describe('count badge', () => {
  it.each<[number, ReturnType<typeof countBadge>]>([
    [0, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
    [1, { text: '1', wide: false }],
    [99, { text: '99', wide: false }],
    [100, { text: '99+', wide: true }],
    [1500, { text: '99+', wide: true }],
  ])('%s shows %j', (count, badge) => {
    expect(countBadge(count)).toEqual(badge);
  });
});
