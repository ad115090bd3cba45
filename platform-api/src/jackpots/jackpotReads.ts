import type { ActiveJackpot } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { JackpotLeg } from './jackpotRules';
import type { JackpotPrice } from './jackpotTerms';

/**
 * A jackpot takes bets until its first match starts: by the clock, or earlier when the simulator brings a
 * kick-off forward (an event no longer pre-match), whatever the jackpot's row says yet.
 */
export const STARTED = `EXISTS (SELECT 1 FROM jackpot_events je2 JOIN events e2 ON e2.id = je2.event_id
  WHERE je2.jackpot_id = j.id AND (e2.state <> 'prematch' OR e2.event_date <= now()))`;

export type JackpotRow = Omit<ActiveJackpot, 'currency' | 'unitStake' | 'jackpotPrize'>;

/** The open jackpots, or one jackpot by id whatever its state, before they are priced in a currency. */
export async function jackpotRows(db: Pick<Database, 'query'>, id?: number): Promise<JackpotRow[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    status: string;
    started: boolean;
    closes_at: Date;
    events: ActiveJackpot['events'];
  }>(
    `SELECT j.id, j.name, j.status, ${STARTED} AS started, j.closes_at,
            json_agg(json_build_object('ordinal', je.ordinal, 'reserve', je.reserve, 'eventId', e.id, 'eventDescription', e.name, 'eventDate', e.event_date,
              'market', json_build_object('id', m.id, 'description', m.description, 'status', m.status,
                'outcomes', (SELECT json_agg(json_build_object('id', o.id, 'description', o.description, 'ordinalPosition', o.ordinal_position) ORDER BY o.ordinal_position) FROM outcomes o WHERE o.market_id = m.id)))
              ORDER BY je.ordinal) AS events
     FROM jackpots j JOIN jackpot_events je ON je.jackpot_id = j.id JOIN events e ON e.id = je.event_id JOIN markets m ON m.id = je.market_id
     WHERE ($1::int IS NULL AND j.status = 'open' AND NOT ${STARTED}) OR j.id = $1
     GROUP BY j.id ORDER BY j.id`,
    [id ?? null],
  );
  return rows.map((r) => ({
    jackpotId: r.id,
    name: r.name,
    status: r.status === 'open' && !r.started ? 'open' : 'closed',
    closesAt: new Date(r.closes_at).toISOString(),
    events: r.events,
  }));
}

/**
 * The open jackpots, or one jackpot by id whatever its state, at the brand's price in the player's
 * currency; none where the brand does not offer jackpots in that currency (price null).
 */
export async function activeJackpots(
  db: Pick<Database, 'query'>,
  price: JackpotPrice | null,
  id?: number,
): Promise<ActiveJackpot[]> {
  if (!price) return [];
  return (await jackpotRows(db, id)).map((row) => ({ ...row, ...price }));
}

/** A jackpot's legs as the selection rules read them. */
export const legsOf = (jackpot: JackpotRow): JackpotLeg[] =>
  jackpot.events.map((e) => ({
    ordinal: e.ordinal,
    reserve: e.reserve,
    marketId: e.market.id,
    outcomeIds: e.market.outcomes.map((o) => o.id),
  }));

/** One jackpot at the brand's price; refused with a message where the brand does not offer it in the currency. */
export async function openJackpot(
  db: Pick<Database, 'query'>,
  jackpotId: number,
  price: JackpotPrice | null,
  currency: string,
): Promise<ActiveJackpot> {
  if (!price) throw new HttpError(400, `Jackpots are not offered in ${currency.toUpperCase()} on this brand`);
  const [jackpot] = await activeJackpots(db, price, jackpotId);
  if (!jackpot) throw new HttpError(404, `no jackpot ${jackpotId}`);
  return jackpot;
}
