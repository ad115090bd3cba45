import { Type, type Static, type TObject } from '@sinclair/typebox';
import { SEARCH_MAX_LENGTH } from '@sportsbook/domain';
import { CommonParams } from './commonParams';
import { BigintId, idList, IntegerId } from './inputBounds';

/** Comma-joined lists of ids, as the client's interceptor sends arrays. */
const IntegerIds = idList('integer', 500);
const BigintIds = idList('bigint', 500);
const Flag = Type.Boolean();

/** The market rules of a list or an event page (spec 2 sections 7 and 9). */
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

/** An events list's query (spec 2 section 7). */
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

export type MarketParamsType = Static<TObject<typeof MarketParams>>;

/** A live page's id is a league's or sport's: an event path, an `integer` column. */
export const PathIdParams = Type.Object({ id: IntegerId() });
/** An event page's query: which of its markets to list. */
export const EventPageQuery = Type.Object({ ...CommonParams, ...MarketParams }, { additionalProperties: false });

/** The long form of an events list: its query's hash in the URL, its parameters in the body. */
export const HashedEventsQuery = Type.Object(
  { ...CommonParams, hash: Type.String({ pattern: '^[0-9a-f]{8}$' }) },
  { additionalProperties: false },
);

/** The sports tree's query (spec 2 section 7). */
export const PathTreeQuery = Type.Object(
  {
    ...CommonParams,
    periodType: Type.Optional(Type.Union([Type.Literal('today'), Type.Literal('this_week'), Type.Literal('all')])),
    includeUnpricedMarkets: Type.Optional(Type.Boolean()),
    includeMarketTypes: Type.Optional(Type.Boolean()),
    lightWeightResponse: Type.Optional(Type.Boolean()),
    eventTypeFilter: Type.Optional(Type.String({ pattern: '^(GAMEEVENT|RANKEVENT)(,(GAMEEVENT|RANKEVENT))?$' })),
    sportGroups: Type.Optional(Type.String({ pattern: '^(REGULAR|ESPORTS)(,(REGULAR|ESPORTS))?$' })),
    sportCode: Type.Optional(Type.String({ pattern: '^[A-Z]{3,5}$' })),
  },
  { additionalProperties: false },
);

/** The live changes' stream: the events a client follows, and where it left off. */
export const LiveStreamQuery = Type.Object(
  {
    ...CommonParams,
    eventIds: Type.Optional(idList('bigint', 500)),
    // For a client that opens a new stream itself (the EventSource of a reconnect sends the header instead).
    lastEventId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
  },
  { additionalProperties: false },
);

/** The price boosts of some events. */
export const PriceBoostsQuery = Type.Object(
  { ...CommonParams, eventIds: Type.Optional(idList('bigint', 200)) },
  { additionalProperties: false },
);
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
/** An operator's price boost (issue 42). */
export const PriceBoostBody = Type.Object(
  {
    brand: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
    /** Without it, the home win of the next football match an hour or more away that the brand has not boosted. */
    outcomeId: Type.Optional(BigintId()),
    /** Without it, the book's price plus a quarter. */
    price: Type.Optional(Type.Number({ exclusiveMinimum: 1, maximum: 1000 })),
    maxStake: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e9, multipleOf: 0.01 })),
    startsAt: Type.Optional(Instant),
    /** Without it, the match's kick-off. */
    endsAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);

/** What the player types into the search. */
export const SearchQuery = Type.Object(
  { ...CommonParams, q: Type.String({ maxLength: SEARCH_MAX_LENGTH }) },
  { additionalProperties: false },
);

/** The streams of some events. */
export const VideoStreamsQuery = Type.Object(
  { ...CommonParams, eventIds: Type.Optional(idList('bigint', 200)) },
  { additionalProperties: false },
);
const StreamId = Type.String({ pattern: '^s\\d{1,15}$', description: 'stream id: s and the event id' });
/** A stream in a path. */
export const VideoStreamParams = Type.Object({ id: StreamId });
/** A stream's playlist: the viewer's session, for the streams that need one. */
export const PlaylistQuery = Type.Object(
  // The player's session token (a compact JWE), where the stream URL's {token} placeholder was.
  { token: Type.Optional(Type.String({ maxLength: 4096, pattern: '^[A-Za-z0-9_.-]+$' })) },
  { additionalProperties: false },
);
/** A stream's segment in a path. */
export const SegmentParams = Type.Object({
  id: StreamId,
  segment: Type.String({ pattern: '^\\d{1,3}\\.ts$', description: 'segment file, e.g. 0.ts' }),
});
/** A segment's signed token. */
export const SegmentQuery = Type.Object(
  { token: Type.Optional(Type.String({ pattern: '^\\d{1,12}\\.[A-Za-z0-9_-]{43}$' })) },
  { additionalProperties: false },
);

/** A sport's background picture in a path. */
export const SportBackgroundParams = Type.Object(
  { code: Type.String({ pattern: '^[A-Z]{4}$', description: 'a sport code such as FOOT' }) },
  { additionalProperties: false },
);
