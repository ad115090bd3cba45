import { backTarget } from './backNavigation';

describe('back navigation (spec 1 section 2.3)', () => {
  it.each([
    ['/en/live/123-a-b', '/en/sports/240-FOOT', '/en/sports/240-FOOT'],
    ['/en/live/123-a-b', null, '/en/live/sport'],
    ['/en/events/77-a-b', null, '/en/sports'],
    ['/en/jackpot', null, '/en/homepage'],
    ['/en/events/77', '/en/events/77', '/en/sports'],
  ])('from %s with previous %s goes to %s', (current, previous, expected) => {
    expect(backTarget(current, 'en', previous)).toBe(expected);
  });
});
