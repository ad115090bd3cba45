import { linkCurrent } from './linkCurrent';

describe('linkCurrent', () => {
  it.each([
    ['/sports', '/sports', true],
    ['/sports', '/sports/', true],
    ['/sports', '/sports/240-FOOT', true],
    ['/sports', '/sports/coupon/1', true],
    ['/sports', '/sports/kiron', false],
    ['/sports', '/sports/golden-race', false],
    ['/sports', '/sports/fixtures', false],
    ['/sports/kiron', '/sports/kiron', true],
    ['/sports/fixtures', '/sports/fixtures', true],
    ['/live/sport', '/live/sport/240-FOOT', true],
    ['/account', '/account/self-exclusion', true],
    ['/promotions', '/promotions', true],
    ['/sports', '/sportsbook', false],
    ['/', '/sports', false],
    ['/lotto', '/lotto', true],
  ])('a link to %s is current on %s: %s', (link, path, expected) => {
    expect(linkCurrent(link, path)).toBe(expected);
  });
});
