import { backTarget } from './backNavigation';

describe('back navigation (spec 1 section 2.3)', () => {
  it.each([
    ['/en/live/123-a-b', '/en/sports/240-FOOT', '/en/sports/240-FOOT'],
    ['/en/live/123-a-b', null, '/en/live/sport'],
    ['/en/events/77-a-b', null, '/en/sports'],
    ['/en/jackpot', null, '/en/homepage'],
    ['/en/events/77', '/en/events/77', '/en/sports'],
    ['/en/events/77-a-b?backTo=/en/sports/240-FOOT', '/en/homepage', '/en/sports/240-FOOT'],
    ['/en/live/1-a-b?backTo=%2Fen%2Flive%2Fsport%2F240-FOOT', null, '/en/live/sport/240-FOOT'],
    ['/en/events/77?backTo=//evil.example/x', null, '/en/sports'],
    ['/en/events/77?backTo=https://evil.example', '/en/homepage', '/en/homepage'],
    ['/en/events/77?backTo=/\\evil.example', null, '/en/sports'],
  ])('from %s with previous %s goes to %s', (current, previous, expected) => {
    expect(backTarget(current, 'en', previous)).toBe(expected);
  });
});
