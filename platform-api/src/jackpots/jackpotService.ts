import type { ActiveJackpot } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { checkJackpotSelections, winningLines, type JackpotLeg } from './jackpotRules';
import { credit, debit } from '../bets/wallet';

export const JACKPOT_EVENTS = 6;
export const JACKPOT_RESERVES = 2;
export const JACKPOT_PRIZE = 100_000;
const JACKPOT_MARKET_TYPE = 1;
const PREMATCH_FULL_TIME = 100;
/**
 * Matches a day or more ahead: the simulator pulls the soonest events of each sport live whenever fewer
 * than its target are playing, which would close a jackpot of the soonest matches within minutes.
 */
export const JACKPOT_LEAD_MS = 24 * 3_600_000;

/** Keeps one jackpot open: six football matches and two reserves a day or more ahead, closing at the first kick-off. */
export async function ensureJackpot(db: Database, now: Date): Promise<void> {
  // A jackpot closes at its first kick-off, and the simulator may bring a kick-off forward (it pulls the
  // next events live when too few are), so an event that has started closes it as well.
  await db.query(
    `UPDATE jackpots j SET status = 'closed' WHERE j.status = 'open' AND (j.closes_at <= $1 OR EXISTS (
       SELECT 1 FROM jackpot_events je JOIN events e ON e.id = je.event_id
       WHERE je.jackpot_id = j.id AND (e.state <> 'prematch' OR e.event_date <= $1)))`,
    [now.toISOString()],
  );
  const [open] = await db.query("SELECT 1 FROM jackpots WHERE status = 'open'");
  if (open) return;
  const candidates = await db.query<{ event_id: string; market_id: string; event_date: Date }>(
    `SELECT e.id AS event_id, m.id AS market_id, e.event_date FROM events e JOIN markets m ON m.event_id = e.id
     WHERE e.sport_code = 'FOOT' AND e.state = 'prematch' AND e.event_date > $1 AND m.market_type_id = $2 AND m.period_type = $3 AND m.status = 'open'
     ORDER BY e.event_date LIMIT $4`,
    [new Date(now.getTime() + JACKPOT_LEAD_MS).toISOString(), JACKPOT_MARKET_TYPE, PREMATCH_FULL_TIME, JACKPOT_EVENTS + JACKPOT_RESERVES],
  );
  if (candidates.length < JACKPOT_EVENTS + JACKPOT_RESERVES) return;
  await db.transaction(async (tx) => {
    const closesAt = new Date(candidates[0].event_date).toISOString();
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO jackpots (name, prize, unit_stake, currency, closes_at) VALUES ($1, $2, 1, 'EUR', $3) RETURNING id`,
      [`Super ${JACKPOT_EVENTS} Jackpot`, JACKPOT_PRIZE, closesAt],
    );
    for (const [index, candidate] of candidates.entries()) {
      await tx.query('INSERT INTO jackpot_events (jackpot_id, ordinal, event_id, market_id, reserve) VALUES ($1, $2, $3, $4, $5)', [
        id,
        index + 1,
        candidate.event_id,
        candidate.market_id,
        index >= JACKPOT_EVENTS,
      ]);
    }
  });
}

export async function activeJackpots(db: Pick<Database, 'query'>, id?: number): Promise<ActiveJackpot[]> {
  const rows = await db.query<{ id: number; name: string; prize: string; unit_stake: string; currency: string; closes_at: Date; events: ActiveJackpot['events'] }>(
    `SELECT j.id, j.name, j.prize, j.unit_stake, j.currency, j.closes_at,
            json_agg(json_build_object('ordinal', je.ordinal, 'reserve', je.reserve, 'eventId', e.id, 'eventDescription', e.name, 'eventDate', e.event_date,
              'market', json_build_object('id', m.id, 'description', m.description, 'status', m.status,
                'outcomes', (SELECT json_agg(json_build_object('id', o.id, 'description', o.description, 'ordinalPosition', o.ordinal_position) ORDER BY o.ordinal_position) FROM outcomes o WHERE o.market_id = m.id)))
              ORDER BY je.ordinal) AS events
     FROM jackpots j JOIN jackpot_events je ON je.jackpot_id = j.id JOIN events e ON e.id = je.event_id JOIN markets m ON m.id = je.market_id
     WHERE ($1::int IS NULL AND j.status = 'open') OR j.id = $1
     GROUP BY j.id ORDER BY j.id`,
    [id ?? null],
  );
  return rows.map((r) => ({
    jackpotId: r.id,
    name: r.name,
    jackpotPrize: Number(r.prize),
    unitStake: Number(r.unit_stake),
    currency: r.currency,
    closesAt: new Date(r.closes_at).toISOString(),
    events: r.events,
  }));
}

export const legsOf = (jackpot: ActiveJackpot): JackpotLeg[] =>
  jackpot.events.map((e) => ({ ordinal: e.ordinal, reserve: e.reserve, marketId: e.market.id, outcomeIds: e.market.outcomes.map((o) => o.id) }));

export async function openJackpot(db: Pick<Database, 'query'>, jackpotId: number): Promise<ActiveJackpot> {
  const [jackpot] = await activeJackpots(db, jackpotId);
  if (!jackpot) throw new HttpError(404, `no jackpot ${jackpotId}`);
  return jackpot;
}

/** Prices a jackpot slip: the lines the picks make, at the global stake each. */
export async function priceJackpot(db: Pick<Database, 'query'>, jackpotId: number, outcomeIds: number[], globalStake: number) {
  const jackpot = await openJackpot(db, jackpotId);
  const check = checkJackpotSelections(legsOf(jackpot), outcomeIds);
  return { jackpotId, jackpotPrize: jackpot.jackpotPrize, noOfBets: check.noOfBets, globalStake, totalCost: Math.round(check.noOfBets * globalStake * 100) / 100, complete: check.complete, errors: check.errors };
}

/** Places a complete jackpot slip, once per request uuid, paid from the wallet. */
export async function placeJackpot(db: Database, playerId: number, uuid: string, jackpotId: number, outcomeIds: number[], globalStake: number) {
  const [existing] = await db.query<{ id: string; total_stake: string; no_of_bets: number }>('SELECT id, total_stake, no_of_bets FROM jackpot_bets WHERE player_id = $1 AND request_uuid = $2', [playerId, uuid]);
  if (existing) return { jackpotBetId: Number(existing.id), status: 'accepted', totalCost: Number(existing.total_stake), noOfBets: existing.no_of_bets };
  const jackpot = await openJackpot(db, jackpotId);
  if (new Date(jackpot.closesAt) <= new Date()) throw new HttpError(409, 'this jackpot is closed');
  const priced = await priceJackpot(db, jackpotId, outcomeIds, globalStake);
  if (priced.errors.length) return { status: 'rejected', ...priced };
  if (!priced.complete) return { status: 'rejected', ...priced, errors: ['Select every match of the jackpot'] };
  return db.transaction(async (tx) => {
    const balance = await debit(tx, playerId, priced.totalCost, 'stake');
    if (balance === null) return { status: 'rejected', ...priced, errors: ['Your stake is greater than your balance'] };
    const [{ id }] = await tx.query<{ id: string }>(
      'INSERT INTO jackpot_bets (jackpot_id, player_id, request_uuid, selections, no_of_bets, total_stake) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [jackpotId, playerId, uuid, JSON.stringify(outcomeIds), priced.noOfBets, priced.totalCost],
    );
    return { jackpotBetId: Number(id), status: 'accepted', totalCost: priced.totalCost, noOfBets: priced.noOfBets, availableBalance: balance };
  });
}

/** Once every market of a closed jackpot has resulted, the prize is shared by the winning lines. */
export async function settleJackpots(db: Database): Promise<void> {
  const due = await db.query<{ id: number }>(
    `SELECT j.id FROM jackpots j WHERE j.status IN ('open', 'closed')
     AND NOT EXISTS (SELECT 1 FROM jackpot_events je JOIN markets m ON m.id = je.market_id WHERE je.jackpot_id = j.id AND NOT m.resulted)`,
  );
  for (const { id } of due) {
    const jackpot = await openJackpot(db, id);
    const winners = new Set(
      (await db.query<{ id: string }>("SELECT o.id FROM outcomes o JOIN jackpot_events je ON je.market_id = o.market_id WHERE je.jackpot_id = $1 AND o.result IN ('won', 'void')", [id])).map((r) => Number(r.id)),
    );
    const bets = await db.query<{ id: string; player_id: number; selections: number[] }>("SELECT id, player_id, selections FROM jackpot_bets WHERE jackpot_id = $1 AND status = 'open'", [id]);
    const lines = bets.map((bet) => winningLines(checkJackpotSelections(legsOf(jackpot), bet.selections).byOrdinal, winners));
    const total = lines.reduce((a, b) => a + b, 0);
    await db.transaction(async (tx) => {
      for (const [i, bet] of bets.entries()) {
        const returns = total ? Math.round((jackpot.jackpotPrize * lines[i] * 100) / total) / 100 : 0;
        await tx.query('UPDATE jackpot_bets SET status = $2, returns = $3 WHERE id = $1', [bet.id, returns > 0 ? 'won' : 'lost', returns]);
        if (returns > 0 && bet.player_id) await credit(tx, bet.player_id, returns, 'win');
      }
      await tx.query("UPDATE jackpots SET status = 'settled' WHERE id = $1", [id]);
    });
  }
}
