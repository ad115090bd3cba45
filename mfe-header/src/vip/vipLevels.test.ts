import { vipTier } from './vipLevels';

describe('VIP tiers', () => {
  it.each([
    [1, 'bronze'],
    [14, 'bronze'],
    [16, 'bronze'],
    [2, 'silver'],
    [15, 'silver'],
    [25, 'silver'],
    [3, 'gold'],
    [17, 'gold'],
    [26, 'gold'],
    [4, 'platinum'],
    [13, 'platinum'],
    [18, 'platinum'],
  ])('level %i is %s', (level, tier) => {
    expect(vipTier(level)).toBe(tier);
  });

  it.each([0, 5, 12, 19, 99, -1, null, undefined])('level %s has no tier', (level) => {
    expect(vipTier(level)).toBeNull();
  });
});
