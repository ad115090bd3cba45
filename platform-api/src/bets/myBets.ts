import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { payOut } from './wallet';
import { fromMinorUnits, toMinorUnits, cashOutValue, partialCashOutRange, withinCashOutTolerance } from '@sportsbook/domain';
import type { CashoutOffer, CashoutTaken, MyBet, MyBetStatus } from '@sportsbook/contracts';
import { takePartialCashOut } from './partialCashOut';

const BET_QUERY = `
  SELECT b.id, b.reference, b.betslip_id, b.kind, b.bet_type_id, b.description, b.unit_stake, b.num_bets, b.total_stake, b.odds,
         b.potential_returns, b.status, b.returns, b.live, b.placed_at, b.settled_at, b.extra_winnings,
         (SELECT p.currency FROM players p WHERE p.id = b.player_id) AS currency,
         (SELECT sum(pc.amount) FROM partial_cash_outs pc WHERE pc.bet_id = b.id) AS cashed_out,
         (SELECT a.target FROM auto_cash_outs a WHERE a.bet_id = b.id
            AND (a.fired_at IS NULL AND b.status = 'open' OR a.fired_at IS NOT NULL)) AS auto_target,
         (SELECT a.fired_at IS NOT NULL FROM auto_cash_outs a WHERE a.bet_id = b.id) AS auto_fired,
         json_agg(json_build_object(
           'outcomeId', s.outcome_id, 'marketId', s.market_id, 'eventId', s.event_id, 'price', s.price, 'currentPrice', o.price,
           'eventDescription', s.event_description, 'marketDescription', s.market_description, 'outcomeDescription', s.outcome_description,
           'result', o.result, 'marketStatus', m.status,
           'event', json_build_object('slug', e.slug, 'sportCode', e.sport_code, 'state', e.state, 'clock', e.clock, 'scores', e.scores,
             'currentPeriodAbbreviation', e.current_period_abbreviation, 'currentPeriodNumber', e.current_period_number)) ORDER BY s.outcome_id) AS selections
  FROM bets b
  JOIN bet_selections s ON s.bet_id = b.id
  JOIN outcomes o ON o.id = s.outcome_id
  JOIN markets m ON m.id = s.market_id
  JOIN events e ON e.id = s.event_id`;

/**
 * Jackpot bets as my bets lists them: one leg per pick, with its match's ordinal, result and live state. A
 * pick is struck at no price, so both prices are the book's now; the stake is per line, the lines are
 * numBets, and what it may return is the prize it was placed for.
 */
const JACKPOT_BET_QUERY = `
  SELECT b.id, 'J-' || b.id AS reference, 'J-' || b.id AS betslip_id, 'jackpot' AS kind, 0 AS bet_type_id, j.name AS description,
         b.unit_stake, b.no_of_bets AS num_bets, b.total_stake, NULL AS odds, b.prize AS potential_returns,
         b.status, b.returns, false AS live, b.placed_at, b.settled_at, j.id AS jackpot_id, b.currency,
         json_agg(json_build_object(
           'ordinal', je.ordinal, 'reserve', je.reserve,
           'outcomeId', o.id, 'marketId', m.id, 'eventId', e.id, 'price', o.price, 'currentPrice', o.price,
           'eventDescription', e.name, 'marketDescription', m.description, 'outcomeDescription', o.description,
           'result', o.result, 'marketStatus', m.status,
           'event', json_build_object('slug', e.slug, 'sportCode', e.sport_code, 'state', e.state, 'clock', e.clock, 'scores', e.scores,
             'currentPeriodAbbreviation', e.current_period_abbreviation, 'currentPeriodNumber', e.current_period_number))
           ORDER BY je.ordinal, o.ordinal_position) AS selections
  FROM jackpot_bets b
  JOIN jackpots j ON j.id = b.jackpot_id
  JOIN LATERAL jsonb_array_elements_text(b.selections) pick(outcome_id) ON true
  JOIN outcomes o ON o.id = pick.outcome_id::bigint
  JOIN markets m ON m.id = o.market_id
  JOIN jackpot_events je ON je.jackpot_id = j.id AND je.market_id = m.id
  JOIN events e ON e.id = m.event_id`;

/**
 * A row as the contracts' MyBet, the shape the client reads; the text columns hold only the contract's
 * values. The amounts are stored in whole minor units and read in major units, as the wire carries them.
 */
function toBet(row: Record<string, unknown>): MyBet {
  const currency = String(row.currency);
  const wire = (minor: unknown) => fromMinorUnits(Number(minor), currency);
  return {
    betId: Number(row.id),
    reference: String(row.reference),
    betSlipId: String(row.betslip_id),
    kind: row.kind as MyBet['kind'],
    betTypeId: Number(row.bet_type_id),
    description: String(row.description),
    unitStake: wire(row.unit_stake),
    numBets: Number(row.num_bets),
    totalStake: wire(row.total_stake),
    odds: row.odds === null ? null : Number(row.odds),
    potentialReturns: wire(row.potential_returns),
    status: row.status as MyBetStatus,
    returns: row.returns === null ? null : wire(row.returns),
    live: Boolean(row.live),
    placedAt: new Date(row.placed_at as string).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at as string).toISOString() : null,
    selections: row.selections as MyBet['selections'],
    ...(row.jackpot_id === undefined ? {} : { jackpotId: Number(row.jackpot_id) }),
    // Promised at placement, what settlement paid after: the bet shows it beside its returns.
    ...(Number(row.extra_winnings ?? 0) > 0 ? { extraWinnings: wire(row.extra_winnings) } : {}),
    // Partial cash outs took part of the stake off already: the bet shows what they paid beside what is left.
    ...(Number(row.cashed_out ?? 0) > 0 ? { cashedOut: wire(row.cashed_out) } : {}),
    // A rule waiting on an open bet, or the one that cashed the bet out (a rule left on a bet settled otherwise never shows).
    ...(row.auto_target == null
      ? {}
      : { autoCashOut: { target: wire(row.auto_target), ...(row.auto_fired ? { fired: true } : {}) } }),
  };
}

const newestFirst = (by: 'placedAt' | 'settledAt') => (a: MyBet, b: MyBet) =>
  Date.parse(b[by] ?? b.placedAt) - Date.parse(a[by] ?? a.placedAt) || b.betId - a.betId;

/** The open bets, jackpot bets among them, newest first. */
export async function openBets(db: Database, playerId: number): Promise<MyBet[]> {
  const rows = await db.query(
    `${BET_QUERY} WHERE b.player_id = $1 AND b.status = 'open' GROUP BY b.id ORDER BY b.placed_at DESC, b.id DESC`,
    [playerId],
  );
  const jackpotRows = await db.query(
    `${JACKPOT_BET_QUERY} WHERE b.player_id = $1 AND b.status = 'open' GROUP BY b.id, j.id ORDER BY b.placed_at DESC, b.id DESC`,
    [playerId],
  );
  return [...rows.map(toBet), ...jackpotRows.map(toBet)].sort(newestFirst('placedAt'));
}

/** Open bets by id, whoever holds them: what the auto cash-out evaluator values. */
export async function openBetsById(db: Pick<Database, 'query'>, betIds: number[]): Promise<MyBet[]> {
  if (!betIds.length) return [];
  const rows = await db.query(`${BET_QUERY} WHERE b.id = ANY($1::bigint[]) AND b.status = 'open' GROUP BY b.id`, [betIds]);
  return rows.map(toBet);
}

export async function openBet(db: Pick<Database, 'query'>, playerId: number, betId: number): Promise<MyBet> {
  const [row] = await db.query(`${BET_QUERY} WHERE b.player_id = $1 AND b.id = $2 GROUP BY b.id`, [playerId, betId]);
  if (!row) throw new HttpError(404, `no bet ${betId}`);
  return toBet(row);
}

/** The last `count` settled bets, jackpot bets among them, newest first. */
export async function settledBets(db: Database, playerId: number, count: number): Promise<MyBet[]> {
  const rows = await db.query(
    `${BET_QUERY} WHERE b.player_id = $1 AND b.status <> 'open' GROUP BY b.id ORDER BY b.settled_at DESC, b.id DESC LIMIT $2`,
    [playerId, count],
  );
  const jackpotRows = await db.query(
    `${JACKPOT_BET_QUERY} WHERE b.player_id = $1 AND b.status <> 'open' GROUP BY b.id, j.id ORDER BY b.settled_at DESC, b.id DESC LIMIT $2`,
    [playerId, count],
  );
  return [...rows.map(toBet), ...jackpotRows.map(toBet)].sort(newestFirst('settledAt')).slice(0, count);
}

/** Open bets and open jackpot bets: the count my bets shows beside its open list. */
export async function betCount(db: Database, playerId: number): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT (SELECT count(*) FROM bets WHERE player_id = $1 AND status = 'open')
          + (SELECT count(*) FROM jackpot_bets WHERE player_id = $1 AND status = 'open') AS count`,
    [playerId],
  );
  return Number(row.count);
}

/** The platform quotes with the contracts' rule, the one my bets follows the pushed prices with. */
export const cashoutValue = cashOutValue;

/** An offer holds for cashout_timeout milliseconds; taking it pays the amount and closes the bet. */
export async function offerCashout(db: Database, player: { id: number; currency: string }, betId: number, timeoutMs: number) {
  const bet = await openBet(db, player.id, betId);
  const amount = bet.status === 'open' ? cashoutValue(bet, player.currency) : null;
  if (amount === null) throw new HttpError(409, 'cash out is not available for this bet right now');
  const offerId = randomUUID();
  const expiresAt = new Date(Date.now() + timeoutMs);
  const offer = toMinorUnits(amount, player.currency);
  await db.query('INSERT INTO cashout_offers (id, bet_id, amount, expires_at) VALUES ($1, $2, $3, $4)', [
    offerId,
    betId,
    offer,
    expiresAt.toISOString(),
  ]);
  const range = partialCashOutRange(offer, toMinorUnits(bet.unitStake, player.currency));
  const partial = range && { min: fromMinorUnits(range.min, player.currency), max: fromMinorUnits(range.max, player.currency) };
  return { offerId, betId, amount, expiresAt: expiresAt.toISOString(), partial } satisfies CashoutOffer;
}

/**
 * Takes an offer: the bet is valued again, and the offer is paid only while the value now is within the
 * tolerance of it; beyond, the player gets a new offer to confirm instead (409, CASHOUT_VALUE_CHANGED). With
 * an amount (major units), only that part of the offer is paid and the rest of the stake stays on.
 */
export async function takeCashout(
  db: Database,
  player: { id: number; currency: string },
  betId: number,
  offerId: string,
  timeoutMs = 5_000,
  partAmount?: number,
): Promise<CashoutTaken> {
  const [held] = await db.query<{ amount: string }>('SELECT amount FROM cashout_offers WHERE id = $1 AND bet_id = $2', [
    offerId,
    betId,
  ]);
  if (held) {
    const bet = await openBet(db, player.id, betId);
    const now = bet.status === 'open' ? cashoutValue(bet, player.currency) : null;
    if (now !== null && !withinCashOutTolerance(fromMinorUnits(Number(held.amount), player.currency), now)) {
      await db.query('DELETE FROM cashout_offers WHERE id = $1', [offerId]);
      const fresh = await offerCashout(db, player, betId, timeoutMs);
      throw new HttpError(409, `The cash-out value has changed to ${fresh.amount}: confirm the new offer`, CASHOUT_VALUE_CHANGED);
    }
  }
  return db.transaction(async (tx) => {
    const [offer] = await tx.query<{ amount: string; expires_at: Date }>(
      'SELECT amount, expires_at FROM cashout_offers WHERE id = $1 AND bet_id = $2',
      [offerId, betId],
    );
    if (!offer) throw new HttpError(404, 'no such cash-out offer');
    if (new Date(offer.expires_at) < new Date()) throw new HttpError(409, 'the cash-out offer has expired');
    if (partAmount !== undefined && partAmount !== fromMinorUnits(Number(offer.amount), player.currency))
      return takePartialCashOut(tx, player, betId, { offer: Number(offer.amount), amount: partAmount });
    // Paid exactly as offered: the stored minor units, repaying a drawn credit line first (payOut).
    const amount = { minor: Number(offer.amount), currency: player.currency };
    const [bet] = await tx.query(
      "UPDATE bets SET status = 'cashed_out', returns = $3, settled_at = now() WHERE id = $1 AND player_id = $2 AND status = 'open' RETURNING id",
      [betId, player.id, amount.minor],
    );
    if (!bet) throw new HttpError(409, 'the bet is no longer open');
    await tx.query('DELETE FROM cashout_offers WHERE bet_id = $1', [betId]);
    // The player cashed out in full: a rule waiting for a higher offer has nothing left to cash out.
    await tx.query('DELETE FROM auto_cash_outs WHERE bet_id = $1 AND fired_at IS NULL', [betId]);
    const balance = await payOut(tx, player.id, amount, 'cashout', { betId });
    return {
      betId,
      amount: fromMinorUnits(amount.minor, amount.currency),
      balance: fromMinorUnits(balance.minor, balance.currency),
    };
  });
}

/** The code of a take refused because the value moved: the client shows the new offer. */
export const CASHOUT_VALUE_CHANGED = 'CASHOUT_VALUE_CHANGED';
