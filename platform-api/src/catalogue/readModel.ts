import { type EventsPage, type Market, type SportEvent } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { builderStyleOf } from '../bets/builder/builderLegs';
import { sportByCode } from './sports';
import { findMarkets, type MarketQuery } from './marketReads';

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
