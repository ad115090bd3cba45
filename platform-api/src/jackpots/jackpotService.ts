import { roundMinor, toMinorUnits, type Money } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { checkJackpotSelections, winningLines, type OutcomeResult } from './jackpotRules';
import { payOut } from '../bets/wallet';
import { jackpotRows, legsOf } from './jackpotReads';

export const JACKPOT_EVENTS = 6;
export const JACKPOT_RESERVES = 2;
/** The jackpot row's own terms, in EUR: players are priced from their brand's terms, and every bet keeps the prize it was placed for. */
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
    [
      new Date(now.getTime() + JACKPOT_LEAD_MS).toISOString(),
      JACKPOT_MARKET_TYPE,
      PREMATCH_FULL_TIME,
      JACKPOT_EVENTS + JACKPOT_RESERVES,
    ],
  );
  if (candidates.length < JACKPOT_EVENTS + JACKPOT_RESERVES) return;
  await db.transaction(async (tx) => {
    const closesAt = new Date(candidates[0].event_date).toISOString();
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO jackpots (name, prize, unit_stake, currency, closes_at) VALUES ($1, $2, $3, 'EUR', $4) RETURNING id`,
      [`Super ${JACKPOT_EVENTS} Jackpot`, toMinorUnits(JACKPOT_PRIZE, 'EUR'), toMinorUnits(1, 'EUR'), closesAt],
    );
    for (const [index, candidate] of candidates.entries()) {
      await tx.query(
        'INSERT INTO jackpot_events (jackpot_id, ordinal, event_id, market_id, reserve) VALUES ($1, $2, $3, $4, $5)',
        [id, index + 1, candidate.event_id, candidate.market_id, index >= JACKPOT_EVENTS],
      );
    }
  });
}

/**
 * Once every market of a closed jackpot has resulted, each bet takes its share of the prize by its winning
 * lines over all the winning lines, paid once through the ledger in its own currency, from the prize its
 * brand showed when it was placed.
 */
export async function settleJackpots(db: Database): Promise<void> {
  const due = await db.query<{ id: number }>(
    `SELECT j.id FROM jackpots j WHERE j.status IN ('open', 'closed')
     AND NOT EXISTS (SELECT 1 FROM jackpot_events je JOIN markets m ON m.id = je.market_id WHERE je.jackpot_id = j.id AND NOT m.resulted)`,
  );
  for (const { id } of due) {
    const [jackpot] = await jackpotRows(db, id);
    const legs = legsOf(jackpot);
    const results = new Map(
      (
        await db.query<{ id: string; result: OutcomeResult }>(
          'SELECT o.id, o.result FROM outcomes o JOIN jackpot_events je ON je.market_id = o.market_id WHERE je.jackpot_id = $1',
          [id],
        )
      ).map((r) => [Number(r.id), r.result]),
    );
    // Every bet carries the prize it was placed for, in whole minor units of its currency.
    const bets = await db.query<{ id: string; player_id: number; selections: number[]; currency: string; prize: string }>(
      "SELECT b.id, b.player_id, b.selections, b.currency, b.prize FROM jackpot_bets b WHERE b.jackpot_id = $1 AND b.status = 'open'",
      [id],
    );
    const lines = bets.map((bet) => winningLines(legs, checkJackpotSelections(legs, bet.selections).byOrdinal, results));
    const total = lines.reduce((a, b) => a + b, 0);
    await db.transaction(async (tx) => {
      // The jackpot is marked first, and only from open or closed: a second settler finds nothing to pay.
      const [claimed] = await tx.query(
        "UPDATE jackpots SET status = 'settled' WHERE id = $1 AND status IN ('open', 'closed') RETURNING id",
        [id],
      );
      if (!claimed) return;
      for (const [i, bet] of bets.entries()) {
        const returns: Money = { minor: total ? roundMinor((Number(bet.prize) * lines[i]) / total) : 0, currency: bet.currency };
        const [settled] = await tx.query(
          "UPDATE jackpot_bets SET status = $2, returns = $3, settled_at = now() WHERE id = $1 AND status = 'open' RETURNING id",
          [bet.id, returns.minor > 0 ? 'won' : 'lost', returns.minor],
        );
        if (settled && returns.minor > 0 && bet.player_id)
          await payOut(tx, bet.player_id, returns, 'win', { jackpotBetId: Number(bet.id) });
      }
    });
  }
}
