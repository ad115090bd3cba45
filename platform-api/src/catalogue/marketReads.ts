import { NUMBER_LINE_MARKET_TYPES, type Market } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { tradedMarketStatus } from '../trading/feedStop';

/** Which markets of an event a read lists, and how many (spec 2 sections 7 and 9). */
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
