import { Type, type Static } from '@sinclair/typebox';
import type { EventQuery, MarketQuery } from './readModel';
import { CommonParams, idList } from '@sportsbook/contracts/wire';

/** A comma-joined list of numbers, as the client's interceptor sends arrays. */
/** Comma-joined lists of ids, as the client's interceptor sends arrays. */
const IntegerIds = idList('integer', 500);
const BigintIds = idList('bigint', 500);
const Flag = Type.Boolean();

export { CommonParams };

export const MarketParams = {
  marketTypeIds: Type.Optional(IntegerIds),
  periodTypeIds: Type.Optional(IntegerIds),
  maxMarketsPerMarketType: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  maxMarketPerEvent: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  includeHiddenOutcomes: Type.Optional(Flag),
  excludeLongTermSuspended: Type.Optional(Flag),
  sortMarketsByPriceDifference: Type.Optional(Flag),
  excludeMarketByOpponent: Type.Optional(Flag),
  marketStatus: Type.Optional(Type.String({ pattern: '^(OPEN|SUSPENDED)(,(OPEN|SUSPENDED))?$' })),
};

export const EventsParams = Type.Object(
  {
    ...CommonParams,
    ...MarketParams,
    eventIds: Type.Optional(BigintIds),
    eventPathIds: Type.Optional(IntegerIds),
    sportCode: Type.Optional(Type.String({ pattern: '^[A-Z]{3,5}$' })),
    live: Type.Optional(Flag),
    period: Type.Optional(Type.Union([Type.Literal('today'), Type.Literal('this_week')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    sortBy: Type.Optional(Type.Union([Type.Literal('time'), Type.Literal('competition')])),
    includeOutrights: Type.Optional(Flag),
    includeMarkets: Type.Optional(Flag),
    hash: Type.Optional(Type.String({ pattern: '^[0-9a-f]{8}$' })),
  },
  { additionalProperties: false },
);

export type EventsParamsType = Static<typeof EventsParams>;

const ids = (list?: string) => (list ? list.split(',').map(Number) : undefined);

/** Spec 2 section 9: 20 events a page (50 on the live list), 3 markets per type, 50 per event. */
export function marketQuery(params: Partial<Record<keyof typeof MarketParams, unknown>>, live?: boolean): MarketQuery {
  const statuses = params.marketStatus
    ? String(params.marketStatus).toLowerCase().split(',')
    : live === false
      ? ['open']
      : ['open', 'suspended'];
  return {
    marketTypeIds: ids(params.marketTypeIds as string | undefined),
    periodTypeIds: ids(params.periodTypeIds as string | undefined),
    maxMarketsPerMarketType: (params.maxMarketsPerMarketType as number | undefined) ?? 3,
    maxMarketPerEvent: (params.maxMarketPerEvent as number | undefined) ?? 50,
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
export function eventPageMarkets(
  query: Partial<Record<keyof typeof MarketParams, unknown>> & { maxMarketsPerMarketType?: number },
  live?: boolean,
): MarketQuery {
  return { ...marketQuery(query, live), maxMarketsPerMarketType: query.maxMarketsPerMarketType ?? 50 };
}
