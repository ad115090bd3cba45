import type { SearchAnswer } from '@sportsbook/contracts';
import { moveActive, searchOptions } from './searchOptions';

const answer: SearchAnswer = {
  query: 'almedna',
  events: [
    {
      id: 7,
      name: 'Real Almedina v CD Valdemoro',
      slug: 'real-almedina-v-cd-valdemoro-7',
      live: true,
      eventDate: '2026-11-28T19:00:00.000Z',
      sportCode: 'FOOT',
      competition: 'Primera Liga',
    },
  ],
  teams: [
    {
      id: 3,
      name: 'Real Almedina',
      sportCode: 'FOOT',
      competition: 'Primera Liga',
      competitionSlugs: { sport: 'football', country: 'spain', league: 'primera-liga' },
      nextEvent: { slug: 'real-almedina-v-cd-valdemoro-7', live: true, eventDate: '2026-11-28T19:00:00.000Z' },
    },
    {
      id: 4,
      name: 'Almedina B',
      sportCode: 'FOOT',
      competition: 'Segunda',
      competitionSlugs: { sport: 'football', country: 'spain', league: 'segunda' },
    },
  ],
  competitions: [
    {
      id: 30001,
      name: 'Primera Liga',
      sport: 'Fútbol',
      country: 'España',
      slugs: { sport: 'football', country: 'spain', league: 'primera-liga' },
    },
  ],
  sports: [{ id: 240, code: 'FOOT', name: 'Football' }],
};

describe('searchOptions', () => {
  it('lists events, teams, competitions and sports in that order, each opening its page', () => {
    expect(searchOptions(answer).map((o) => [o.id, o.path])).toEqual([
      ['events-7', '/live/real-almedina-v-cd-valdemoro-7'],
      ['teams-3', '/live/real-almedina-v-cd-valdemoro-7'],
      ['teams-4', '/sports/competitions/football/spain/segunda'],
      ['competitions-30001', '/sports/competitions/football/spain/primera-liga'],
      ['sports-240', '/sports/240-FOOT'],
    ]);
  });

  it('says where a competition is, in the names of the answer', () => {
    expect(searchOptions(answer).find((o) => o.group === 'competitions')?.detail).toBe('Fútbol · España');
  });

  it('has nothing without an answer', () => {
    expect(searchOptions(undefined)).toEqual([]);
  });
});

describe('moveActive', () => {
  it.each([
    [-1, 1, 5, 0],
    [-1, -1, 5, 4],
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [-1, 1, 0, -1],
  ] as const)('from %i by %i among %i is %i', (active, step, count, next) => {
    expect(moveActive(active, step, count)).toBe(next);
  });
});
