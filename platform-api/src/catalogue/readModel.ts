import { NUMBER_LINE_MARKET_TYPES, type EventsPage, type Market, type SportEvent } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { tradedMarketStatus } from '../trading/feedStop';
import { builderStyleOf } from '../bets/builder/builderLegs';
import { sportByCode } from './sports';

export interface EventQuery {
  eventIds?: number[];
  eventPathIds?: number[];
  sportCode?: string;
  live?: boolean;
  period?: 'today' | 'this_week';
  page: number;
  pageSize: number;
  sortBy: 'time' | 'competition';
  includeOutrights?: boolean;
  /** Finished events are found by id only. */
  includeFinished?: boolean;
  markets: MarketQuery;
  /** False leaves the markets out: a long live list loads them row by row as they come into view. */
  includeMarkets?: boolean;
}

export interface MarketQuery {
  marketTypeIds?: number[];
  periodTypeIds?: number[];
  maxMarketsPerMarketType: number;
  maxMarketPerEvent: number;
  includeHiddenOutcomes: boolean;
  excludeLongTermSuspended: boolean;
  sortMarketsByPriceDifference: boolean;
  /** Leaves out the markets about one opponent alone: a player's props. */
  excludeMarketByOpponent?: boolean;
  statuses: string[];
}

export const HOMEPAGE_PATH = 10001;
export const FAVOURITES_PATH = 10000;

interface EventRow {
  id: string;
  slug: string;
  name: string;
  sport_code: string;
  event_date: Date;
  state: string;
  is_outright: boolean;
  feed_code: string;
  clock: SportEvent['clock'] | null;
  scores: SportEvent['scores'] | null;
  current_period: string | null;
  current_period_abbreviation: SportEvent['currentPeriodAbbreviation'] | null;
  current_period_number: number | null;
  cricket_outcomes: string[] | null;
  live_streaming: boolean;
  home_id: number | null;
  home_name: string | null;
  away_id: number | null;
  away_name: string | null;
  sport_id: number;
  sport_name: string;
  country_id: number;
  country_name: string;
  league_id: number;
  league_name: string;
  open_live_markets: string;
}

const EVENT_COLUMNS = `
  e.id, e.slug, e.name, e.sport_code, e.event_date, e.state, e.is_outright, e.feed_code, e.clock, e.scores,
  e.current_period, e.current_period_abbreviation, e.current_period_number, e.cricket_outcomes, e.live_streaming,
  h.id AS home_id, h.name AS home_name, a.id AS away_id, a.name AS away_name,
  s.id AS sport_id, s.description AS sport_name, c.id AS country_id, c.description AS country_name,
  l.id AS league_id, l.description AS league_name,
  (SELECT count(*) FROM markets m WHERE m.event_id = e.id AND m.status = 'open' AND m.period_type >= 200) AS open_live_markets`;

const EVENT_FROM = `
  FROM events e
  JOIN event_paths l ON l.id = e.league_id
  JOIN event_paths c ON c.id = l.parent_id
  JOIN event_paths s ON s.id = c.parent_id
  LEFT JOIN teams h ON h.id = e.home_team_id
  LEFT JOIN teams a ON a.id = e.away_team_id`;

/** The events of a query, one page of them, each with the markets the query asks for. */
export async function findEvents(db: Database, query: EventQuery, now = new Date()): Promise<EventsPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.eventIds) where.push(`e.id = ANY(${param(query.eventIds)}::bigint[])`);
  if (!query.includeFinished) where.push(`e.state IN ('prematch', 'live')`);
  const paths = (query.eventPathIds ?? []).filter((id) => id !== HOMEPAGE_PATH && id !== FAVOURITES_PATH);
  if (paths.length) {
    const p = param(paths);
    where.push(`(l.id = ANY(${p}::int[]) OR c.id = ANY(${p}::int[]) OR s.id = ANY(${p}::int[]))`);
  }
  if (query.sportCode) where.push(`e.sport_code = ${param(query.sportCode)}`);
  if (query.live !== undefined) where.push(query.live ? `e.state = 'live'` : `e.state = 'prematch'`);
  if (!query.includeOutrights && !query.eventIds) where.push('NOT e.is_outright');
  if (query.period === 'today') where.push(`e.event_date < ${param(new Date(now.getTime() + 86_400_000).toISOString())}`);
  if (query.period === 'this_week') {
    const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    where.push(`e.event_date < ${param(new Date(startOfDay.getTime() + 7 * 86_400_000).toISOString())}`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = query.sortBy === 'competition' ? 's.ordinal, c.ordinal, l.ordinal, e.event_date, e.id' : 'e.event_date, e.id';
  const [{ total }] = await db.query<{ total: string }>(`SELECT count(*) AS total ${EVENT_FROM} ${filter}`, params);
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} ${EVENT_FROM} ${filter} ORDER BY ${order} LIMIT ${param(query.pageSize)} OFFSET ${param((query.page - 1) * query.pageSize)}`,
    params,
  );
  const markets =
    query.includeMarkets === false
      ? undefined
      : await findMarkets(
          db,
          rows.map((row) => Number(row.id)),
          query.markets,
        );
  return {
    events: rows.map((row) => toEvent(row, markets ? (markets.get(Number(row.id)) ?? []) : undefined)),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total),
  };
}

export async function findEvent(db: Database, id: number, markets: MarketQuery): Promise<SportEvent | undefined> {
  const page = await findEvents(db, {
    eventIds: [id],
    includeFinished: true,
    includeOutrights: true,
    page: 1,
    pageSize: 1,
    sortBy: 'time',
    markets,
  });
  return page.events[0];
}

interface MarketRow {
  id: string;
  event_id: string;
  market_type_id: number;
  description: string;
  status: Market['status'];
  period_type: number;
  period_description: string;
  in_running: boolean;
  instance: number | null;
  spread: number | null;
  player_name: string | null;
  ordinal: number;
  feed_id: string;
  outcome_id: string;
  outcome_description: string;
  ordinal_position: number;
  opponent_id: number | null;
  hidden: boolean;
  price: number;
}

/** Markets of some events, filtered, ordered and capped as spec 2 section 7 describes. */
export async function findMarkets(
  db: Database,
  eventIds: number[],
  query: MarketQuery,
  marketIds?: number[],
): Promise<Map<number, Market[]>> {
  const result = new Map<number, Market[]>();
  if (!eventIds.length && !marketIds?.length) return result;
  const statuses = query.statuses.filter((s) => !(query.excludeLongTermSuspended && s === 'lts'));
  // The status as traded: a stopped feed's live markets are suspended (trading/feedStop), filtered and answered so.
  const rows = await db.query<MarketRow>(
    `SELECT * FROM (
       SELECT m.id, m.event_id, m.market_type_id, m.description, ${tradedMarketStatus('m', 'e')} AS status, m.period_type,
              m.period_description, m.in_running, m.instance, m.spread, m.player_name, m.ordinal, m.feed_id,
              o.id AS outcome_id, o.description AS outcome_description, o.ordinal_position, o.opponent_id, o.hidden, o.price
       FROM markets m JOIN events e ON e.id = m.event_id JOIN outcomes o ON o.market_id = m.id
       WHERE ${marketIds ? 'm.id = ANY($1::bigint[])' : 'm.event_id = ANY($1::bigint[])'}
         AND (m.status = ANY($2::text[]) OR m.status = 'open' AND 'suspended' = ANY($2::text[]))
         AND ($3::int[] IS NULL OR m.market_type_id = ANY($3::int[]))
         AND ($4::int[] IS NULL OR m.period_type = ANY($4::int[]))
         AND ($5::bool OR NOT o.hidden)
         AND (NOT $6::bool OR m.player_name IS NULL)
     ) m
     WHERE m.status = ANY($2::text[])
     ORDER BY m.event_id, m.ordinal, m.id, m.ordinal_position`,
    [
      marketIds ?? eventIds,
      statuses,
      query.marketTypeIds ?? null,
      query.periodTypeIds ?? null,
      query.includeHiddenOutcomes,
      Boolean(query.excludeMarketByOpponent),
    ],
  );
  const byMarket = new Map<number, Market>();
  for (const row of rows) {
    const id = Number(row.id);
    let market = byMarket.get(id);
    if (!market) {
      market = {
        id,
        eventId: Number(row.event_id),
        feedId: row.feed_id,
        marketTypeId: row.market_type_id,
        marketTypeStyle: row.spread === null ? 'standard' : 'line',
        marketTypeInfo: { style: row.spread === null ? 'standard' : 'line', ordinalPosition: row.ordinal },
        description: row.description,
        status: row.status,
        period: {
          periodType: row.period_type,
          sequence: row.instance ?? 1,
          fullAbbreviation: row.period_description.replace(/[^A-Z0-9]/g, '') || 'FT',
          fullDescription: row.period_description,
          inRunning: row.in_running,
        },
        instance: row.instance ?? undefined,
        playerName: row.player_name ?? undefined,
        outcomes: [],
      };
      byMarket.set(id, market);
    }
    market.outcomes.push({
      id: Number(row.outcome_id),
      description: row.outcome_description,
      ordinalPosition: row.ordinal_position,
      opponentId: row.opponent_id ?? undefined,
      hidden: row.hidden,
      consolidatedPrice: { currentPrice: { id: Number(row.outcome_id), decimal: row.price, spread: row.spread ?? undefined } },
    });
  }
  for (const market of byMarket.values()) {
    // Only markets whose outcomes are all hidden are dropped (spec 2 section 4).
    if (market.outcomes.length === 0) continue;
    const list = result.get(market.eventId) ?? [];
    list.push(market);
    result.set(market.eventId, list);
  }
  for (const [eventId, list] of result) result.set(eventId, capMarkets(list, query));
  return result;
}

/** At most N markets per type and M per event; number-line markets sorted by their line, or by balance. */
export function capMarkets(
  markets: Market[],
  query: Pick<MarketQuery, 'maxMarketsPerMarketType' | 'maxMarketPerEvent' | 'sortMarketsByPriceDifference'>,
): Market[] {
  const line = (m: Market) => m.outcomes[0]?.consolidatedPrice.currentPrice.spread ?? 0;
  const balance = (m: Market) =>
    Math.abs(
      (m.outcomes[0]?.consolidatedPrice.currentPrice.decimal ?? 0) - (m.outcomes[1]?.consolidatedPrice.currentPrice.decimal ?? 0),
    );
  // The cap counts per market type (spec 2 section 9), player props included: a list asking for 3 gets 3.
  const byType = new Map<number, Market[]>();
  for (const market of markets) {
    const list = byType.get(market.marketTypeId);
    if (list) list.push(market);
    else byType.set(market.marketTypeId, [market]);
  }
  const kept: Market[] = [];
  for (const list of byType.values()) {
    const type = list[0].marketTypeId;
    if (NUMBER_LINE_MARKET_TYPES.includes(type))
      list.sort((a, b) => (query.sortMarketsByPriceDifference ? balance(a) - balance(b) : line(a) - line(b)));
    kept.push(...list.slice(0, query.maxMarketsPerMarketType));
  }
  const order = new Map(markets.map((m, i) => [m.id, i]));
  if (!kept.some((m) => NUMBER_LINE_MARKET_TYPES.includes(m.marketTypeId)))
    kept.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return kept.slice(0, query.maxMarketPerEvent);
}

function toEvent(row: EventRow, markets: Market[] | undefined): SportEvent {
  const opponents = [
    row.home_id !== null ? { id: row.home_id, description: row.home_name ?? '' } : null,
    row.away_id !== null ? { id: row.away_id, description: row.away_name ?? '' } : null,
  ].filter((o): o is { id: number; description: string } => o !== null);
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.name,
    sportCode: row.sport_code,
    opponents,
    eventPaths: [
      { id: row.sport_id, parentId: null, description: row.sport_name },
      { id: row.country_id, parentId: row.sport_id, description: row.country_name },
      { id: row.league_id, parentId: row.country_id, description: row.league_name },
    ],
    eventDate: new Date(row.event_date).toISOString(),
    scores: row.scores ?? undefined,
    clock: row.state === 'prematch' ? undefined : (row.clock ?? undefined),
    isFinished: row.state === 'finished',
    liveOpenMarketCount: row.state === 'live' ? Number(row.open_live_markets) : undefined,
    cricketOutcomes: row.cricket_outcomes ?? undefined,
    currentPeriod: row.current_period ?? undefined,
    currentPeriodAbbreviation: row.current_period_abbreviation ?? undefined,
    currentPeriodNumber: row.current_period_number ?? undefined,
    feedCode: row.feed_code,
    liveStreaming: row.live_streaming,
    // Spec 2's flag: the platform's joint model prices bet builders of the sport, until the event is over.
    betBuilderEvent: row.state !== 'finished' && builderStyleOf(sportByCode(row.sport_code)?.style ?? '') !== null,
    markets,
  };
}
