import type { Market, SportEvent } from '@sportsbook/contracts';

/** Events shaped as the platform answers them, for component tests and the list benchmark. */
export function sampleMarket(eventId: number, extra: Partial<Market> = {}): Market {
  return {
    id: eventId * 10,
    eventId,
    marketTypeId: 1,
    description: 'Match Result',
    status: 'open',
    period: { periodType: 100, sequence: 1, fullAbbreviation: 'FT', fullDescription: 'Full Time', inRunning: false },
    outcomes: ['Home', 'Draw', 'Away'].map((description, i) => ({
      id: eventId * 100 + i,
      description,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: eventId * 100 + i, decimal: [2.1, 3.4, 3.6][i] } },
    })),
    ...extra,
  };
}

export function sampleEvent(id: number, extra: Partial<SportEvent> = {}): SportEvent {
  return {
    id,
    slug: `${id}-home-${id}-v-away-${id}`,
    name: `Home ${id} v Away ${id}`,
    sportCode: 'FOOT',
    opponents: [
      { id: id * 2, description: `Home ${id}` },
      { id: id * 2 + 1, description: `Away ${id}` },
    ],
    eventPaths: [
      { id: 240, parentId: null, description: 'Football' },
      { id: 20000, parentId: 240, description: 'England' },
      { id: 30000 + (id % 5), parentId: 20000, description: `League ${id % 5}` },
    ],
    eventDate: new Date(Date.now() + 3_600_000).toISOString(),
    markets: [sampleMarket(id)],
    ...extra,
  };
}
