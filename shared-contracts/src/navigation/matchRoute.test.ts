import { matchRoute } from './matchRoute';

const routes = [
  ['/', 'home'],
  ['/sports/fixtures', 'fixtures'],
  ['/sports/:sport', 'sport'],
  ['/sports/:sport/:league', 'league'],
  ['/live/sport', 'live'],
  ['/live/:slug', 'event'],
  ['/lotto/*', 'lotto'],
] as const;

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['', 'home', {}],
    ['/sports/fixtures', 'fixtures', {}],
    ['/sports/football', 'sport', { sport: 'football' }],
    ['/sports/football/', 'sport', { sport: 'football' }],
    ['/sports/football/premier-league', 'league', { sport: 'football', league: 'premier-league' }],
    ['/live/sport', 'live', {}],
    ['/live/1012165-fc-sanmarco-v-calcio', 'event', { slug: '1012165-fc-sanmarco-v-calcio' }],
    ['/sports/caf%C3%A9', 'sport', { sport: 'café' }],
    ['/sports/%E0%A4%A', 'sport', { sport: '%E0%A4%A' }],
    ['/lotto', 'lotto', { '*': '' }],
    ['/lotto/draw/7', 'lotto', { '*': 'draw/7' }],
  ])('%s is %s with %j', (path, value, params) => {
    expect(matchRoute(routes, path)).toEqual({ value, params });
  });

  it.each(['/sports', '/events', '/sports/a/b/c', '/lottery'])('%s matches nothing', (path) => {
    expect(matchRoute(routes, path)).toBeNull();
  });
});
