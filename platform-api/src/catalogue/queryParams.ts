import type { EventQuery } from './readModel';
import type { MarketQuery } from './marketReads';
import type { EventsParamsType, MarketParamsType } from '@sportsbook/contracts/wire';

const ids = (list?: string) => (list ? list.split(',').map(Number) : undefined);

/** Spec 2 section 9: 20 events a page (50 on the live list), 3 markets per type, 50 per event. */
export function marketQuery(params: MarketParamsType, live?: boolean): MarketQuery {
  const statuses = params.marketStatus
    ? params.marketStatus.toLowerCase().split(',')
    : live === false
      ? ['open']
      : ['open', 'suspended'];
  return {
    marketTypeIds: ids(params.marketTypeIds),
    periodTypeIds: ids(params.periodTypeIds),
    maxMarketsPerMarketType: params.maxMarketsPerMarketType ?? 3,
    maxMarketPerEvent: params.maxMarketPerEvent ?? 50,
    includeHiddenOutcomes: Boolean(params.includeHiddenOutcomes),
    excludeLongTermSuspended: params.excludeLongTermSuspended !== false,
    sortMarketsByPriceDifference: Boolean(params.sortMarketsByPriceDifference),
    excludeMarketByOpponent: Boolean(params.excludeMarketByOpponent),
    statuses,
  };
}

export function eventQuery(params: EventsParamsType, defaults: { pageSize: number; live?: boolean }): EventQuery {
  const live = params.live ?? defaults.live;
  return {
    eventIds: ids(params.eventIds),
    eventPathIds: ids(params.eventPathIds),
    sportCode: params.sportCode,
    live,
    period: params.period,
    page: params.page ?? 1,
    pageSize: params.pageSize ?? defaults.pageSize,
    sortBy: params.sortBy ?? 'time',
    includeOutrights: params.includeOutrights,
    includeMarkets: params.includeMarkets,
    markets: marketQuery(params, live),
  };
}

/** An event page shows every line of a market type (up to 50) unless the request asks for fewer. */
export function eventPageMarkets(query: MarketParamsType, live?: boolean): MarketQuery {
  return { ...marketQuery(query, live), maxMarketsPerMarketType: query.maxMarketsPerMarketType ?? 50 };
}
