import type { EventPathNode } from '@sportsbook/contracts';

/** The route shapes of spec 1 section 2.1 that the events remote serves. */
export const FIXTURES_PATH = '/sports/fixtures';

export const sportPath = (sport: EventPathNode) => `/sports/${sport.id}-${sport.sportCode}`;

export const countryPath = (sport: EventPathNode, country: EventPathNode) => `/sports/competitions/${sport.slug}/${country.slug}`;

export const leaguePath = (sport: EventPathNode, country: EventPathNode, league: EventPathNode) =>
  `/sports/competitions/${sport.slug}/${country.slug}/${league.slug}`;
