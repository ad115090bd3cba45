/** The parameters of GET /xapi/rest/eventpathtree (spec 2 section 7). */
export interface PathTreeParams {
  periodType: 'today' | 'this_week' | 'all';
  includeUnpricedMarkets: boolean;
  includeMarketTypes: boolean;
  lightWeightResponse: boolean;
  eventTypeFilter: ('GAMEEVENT' | 'RANKEVENT')[];
  sportGroups: ('REGULAR' | 'ESPORTS')[];
  sportCode?: string;
}

/**
 * The path tree a menu lists: every sport, game events and outright (rank) events, regular sports and
 * esports, only events with a priced market, in the light form without market types.
 */
export const MENU_PATH_TREE: PathTreeParams = {
  periodType: 'all',
  includeUnpricedMarkets: false,
  includeMarketTypes: false,
  lightWeightResponse: true,
  eventTypeFilter: ['GAMEEVENT', 'RANKEVENT'],
  sportGroups: ['REGULAR', 'ESPORTS'],
};

/** The path tree request: its path and query, the menu's unless told otherwise (one sport, one period). */
export function pathTreeRequest(overrides: Partial<PathTreeParams> = {}): {
  path: '/xapi/rest/eventpathtree';
  params: PathTreeParams;
} {
  return { path: '/xapi/rest/eventpathtree', params: { ...MENU_PATH_TREE, ...overrides } };
}
