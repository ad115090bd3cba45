import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { openBet } from './myBets';
import { loadSlipOutcomes } from './slipSelections';

/** How many pre-match matches an edit offers to add. */
const CANDIDATES = 12;

/** Pre-match match results the player may add to a bet: the soonest football matches not already in it, with their kick-off. */
export async function editCandidates(db: Pick<Database, 'query'>, player: { id: number; currency: string }, betId: number) {
  const bet = await openBet(db, player.id, betId);
  if (bet.status !== 'open') throw new HttpError(409, 'this bet is settled: only an open bet can be edited');
  const events = bet.selections.map((leg) => leg.eventId);
  const rows = await db.query<{ id: string; event_date: Date | string }>(
    `SELECT o.id, e.event_date FROM events e JOIN markets m ON m.event_id = e.id AND m.market_type_id = 1 AND m.period_type = 100
     JOIN outcomes o ON o.market_id = m.id
     WHERE m.status = 'open' AND NOT o.hidden
       AND e.id IN (SELECT e2.id FROM events e2 WHERE e2.state = 'prematch' AND e2.sport_code = 'FOOT' AND NOT e2.is_outright
                      AND e2.event_date > now() + interval '10 minutes' AND NOT (e2.id = ANY($1::bigint[]))
                    ORDER BY e2.event_date, e2.id LIMIT $2)
     ORDER BY e.event_date, e.id, o.ordinal_position`,
    [events, CANDIDATES],
  );
  const outcomes = await loadSlipOutcomes(
    db,
    rows.map((row) => Number(row.id)),
  );
  return { outcomes, eventDates: new Map(rows.map((row) => [Number(row.id), new Date(row.event_date).toISOString()])) };
}
