import type { Database } from '../db/database';
import { tradedMarketStatus } from '../trading/feedStop';
import { overlayBuilders } from './builder/builderStore';

/** Everything the engine needs to know about one outcome on a slip. */
export interface SlipOutcome {
  outcomeId: number;
  outcomeDescription: string;
  hidden: boolean;
  price: number;
  marketId: number;
  marketTypeId: number;
  marketDescription: string;
  periodDescription: string;
  marketStatus: string;
  resulted: boolean;
  inRunning: boolean;
  spread: number | null;
  eventId: number;
  eventDescription: string;
  slug: string;
  sportId: number;
  eventState: string;
  feedAlert: boolean;
  isOutright: boolean;
}

export async function loadSlipOutcomes(db: Pick<Database, 'query'>, outcomeIds: number[]): Promise<Map<number, SlipOutcome>> {
  if (!outcomeIds.length) return new Map();
  const rows = await db.query<{
    outcome_id: string;
    outcome_description: string;
    hidden: boolean;
    price: number;
    market_id: string;
    market_type_id: number;
    market_description: string;
    period_description: string;
    status: string;
    resulted: boolean;
    in_running: boolean;
    spread: number | null;
    event_id: string;
    name: string;
    slug: string;
    sport_id: number;
    state: string;
    feed_alert: boolean;
    is_outright: boolean;
  }>(
    `SELECT o.id AS outcome_id, o.description AS outcome_description, o.hidden, o.price, m.id AS market_id, m.market_type_id,
            m.description AS market_description, m.period_description, ${tradedMarketStatus('m', 'e')} AS status, m.resulted, m.in_running, m.spread,
            e.id AS event_id, e.name, e.slug, s.id AS sport_id, e.state, e.is_outright,
            EXISTS (SELECT 1 FROM feed_alerts f WHERE f.feed_id = m.feed_id AND f.active_until > now()) AS feed_alert
     FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id JOIN sports s ON s.code = e.sport_code
     WHERE o.id = ANY($1::bigint[])`,
    [outcomeIds],
  );
  const outcomes = new Map(
    rows.map((r) => [
      Number(r.outcome_id),
      {
        outcomeId: Number(r.outcome_id),
        outcomeDescription: r.outcome_description,
        hidden: r.hidden,
        price: r.price,
        marketId: Number(r.market_id),
        marketTypeId: r.market_type_id,
        marketDescription: r.market_description,
        periodDescription: r.period_description,
        marketStatus: r.status,
        resulted: r.resulted,
        inRunning: r.in_running,
        spread: r.spread,
        eventId: Number(r.event_id),
        eventDescription: r.name,
        slug: r.slug,
        sportId: r.sport_id,
        eventState: r.state,
        feedAlert: r.feed_alert,
        isOutright: r.is_outright,
      },
    ]),
  );
  await overlayBuilders(db, outcomes);
  return outcomes;
}
