/** The parameters of an events list (spec 2 section 7). */
export interface EventsParams {
  eventPathIds?: number[];
  eventIds?: number[];
  sportCode?: string;
  live?: boolean;
  period?: 'today' | 'this_week';
  page?: number;
  pageSize?: number;
  sortBy?: 'time' | 'competition';
  marketTypeIds?: number[];
  periodTypeIds?: number[];
  includeOutrights?: boolean;
  includeMarkets?: boolean;
}

/**
 * The market query parameters every list sends (spec 2 sections 7 and 9): at most 3 markets of a type and 50
 * an event, number lines most balanced first, no hidden outcomes, no long-term suspended markets, and no
 * market about one opponent alone (a player's props belong on the event page).
 */
export const LIST_MARKET_QUERY = {
  sortMarketsByPriceDifference: true,
  includeHiddenOutcomes: false,
  excludeLongTermSuspended: true,
  excludeMarketByOpponent: true,
  maxMarketsPerMarketType: 3,
  maxMarketPerEvent: 50,
} as const;

/** Spec 2 section 9: a live list shows its open and suspended markets, a pre-match list its open ones. */
export type ListMarketStatus = 'OPEN' | 'OPEN,SUSPENDED';

export interface EventsRequest {
  path: '/xapi/rest/events' | '/xapi/rest/live/events';
  params: EventsParams & typeof LIST_MARKET_QUERY & { marketStatus: ListMarketStatus };
}

/**
 * The one place an events list request is made: its path (the live list has its own) and its query, the
 * market rules included. The events remote builds every list with it, and the shell can start the first
 * view's request with it before that remote mounts.
 */
export function eventsListRequest(params: EventsParams, options: { liveList?: boolean } = {}): EventsRequest {
  const marketStatus: ListMarketStatus = params.live === false && !options.liveList ? 'OPEN' : 'OPEN,SUSPENDED';
  return {
    path: options.liveList ? '/xapi/rest/live/events' : '/xapi/rest/events',
    params: { ...params, ...LIST_MARKET_QUERY, marketStatus },
  };
}
