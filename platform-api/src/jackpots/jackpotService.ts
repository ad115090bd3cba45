import {
  amountOf,
  fromMinorUnits,
  isWholeMinorAmount,
  roundMinor,
  toMinorUnits,
  type ActiveJackpot,
  type JackpotPlacementAnswer,
  type JackpotSlipPrice,
  type Money,
} from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { checkJackpotSelections, winningLines, type JackpotLeg, type OutcomeResult } from './jackpotRules';
import { debit, payOut } from '../bets/wallet';
import type { PlayerRow } from '../players/playerRepo';
import type { JackpotPrice } from './jackpotTerms';

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
 * A jackpot takes bets until its first match starts: by the clock, or earlier when the simulator brings a
 * kick-off forward (an event no longer pre-match), whatever the jackpot's row says yet.
 */
const STARTED = `EXISTS (SELECT 1 FROM jackpot_events je2 JOIN events e2 ON e2.id = je2.event_id
  WHERE je2.jackpot_id = j.id AND (e2.state <> 'prematch' OR e2.event_date <= now()))`;

type JackpotRow = Omit<ActiveJackpot, 'currency' | 'unitStake' | 'jackpotPrize'>;

/** The open jackpots, or one jackpot by id whatever its state, before they are priced in a currency. */
async function jackpotRows(db: Pick<Database, 'query'>, id?: number): Promise<JackpotRow[]> {
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

/** The refusals of a jackpot slip beyond the selection rules, with the spec's codes where it has one. */
export const JACKPOT_REFUSALS = {
  closed: { code: 'RES-00047', message: 'This jackpot is closed: its first match has started' },
  stake: { code: 'RES-00140', message: 'The stake per line must be a whole multiple of the line stake' },
  priceChanged: { code: 'RES-00152', message: 'The jackpot price has changed' },
  incomplete: { code: 'RES-00218', message: 'Select every match of the jackpot' },
  overBalance: { code: 'RES-00056', message: 'Your stake is greater than your balance' },
} as const;

/** The picks by ordinal as the spec's jackpot bet lists them (spec 2 section 3). */
const singlesOf = (byOrdinal: Map<number, number[]>) =>
  [...byOrdinal.entries()].flatMap(([ordinal, outcomeIds]) => outcomeIds.map((outcomeId) => ({ ordinal, outcomeId })));

/**
 * Prices a jackpot slip at the brand's price in a currency: the lines the picks make, at the global stake
 * (a multiple of the line stake) each.
 */
export async function priceJackpot(
  db: Pick<Database, 'query'>,
  jackpotId: number,
  outcomeIds: number[],
  globalStake: number,
  price: JackpotPrice | null,
  currency: string,
): Promise<JackpotSlipPrice> {
  const jackpot = await openJackpot(db, jackpotId, price, currency);
  const check = checkJackpotSelections(legsOf(jackpot), outcomeIds);
  // In whole minor units: the stake per line is a whole multiple of the line stake, and the cost is the lines times it.
  const line = toMinorUnits(jackpot.unitStake, jackpot.currency);
  const stake = toMinorUnits(globalStake, jackpot.currency);
  const errors: string[] = [...check.errors];
  if (!isWholeMinorAmount(globalStake, jackpot.currency) || stake < line || stake % line !== 0)
    errors.push(JACKPOT_REFUSALS.stake.message);
  const totalCost = fromMinorUnits(check.noOfBets * stake, jackpot.currency);
  return {
    jackpotId,
    jackpotPrize: jackpot.jackpotPrize,
    currency: jackpot.currency,
    status: jackpot.status,
    noOfBets: check.noOfBets,
    globalStake,
    totalCost,
    complete: check.complete,
    errors,
    singles: singlesOf(check.byOrdinal),
  };
}

/** A jackpot placement as the spec's jackpot bet (spec 2 section 3); outcomeIds, when sent, must name the same picks. */
export interface JackpotPlacement {
  jackpotId: number;
  globalStake: number;
  outcomeIds: number[];
  jackpotPrize?: number;
  jackpotTotalStake?: number;
  noOfBets?: number;
  singles?: { ordinal: number; outcomeId: number }[];
}

type Rejected = { status: 'rejected'; code: string; errors: string[] };
const rejected = (refusal: { code: string; message: string }, extra: object = {}): Rejected => ({
  ...extra,
  status: 'rejected',
  code: refusal.code,
  errors: [refusal.message],
});

/**
 * Places a complete jackpot slip in the player's currency at the brand's price, once per request uuid, paid
 * from the wallet. Refused once any of its matches has started, and when the price the player saw
 * (jackpotTotalStake, noOfBets, jackpotPrize) is no longer the platform's.
 */
export async function placeJackpot(
  db: Database,
  player: Pick<PlayerRow, 'id' | 'currency'>,
  uuid: string,
  slip: JackpotPlacement,
  price: JackpotPrice | null,
): Promise<JackpotPlacementAnswer> {
  const existing = await placedBefore(db, player.id, uuid);
  if (existing) return existing;
  const priced = await priceJackpot(db, slip.jackpotId, slip.outcomeIds, slip.globalStake, price, player.currency);
  const { singles, ...answer } = priced;
  if (priced.status !== 'open') return rejected(JACKPOT_REFUSALS.closed, answer);
  if (priced.errors.length) return { ...answer, status: 'rejected', code: JACKPOT_REFUSALS.incomplete.code };
  if (!priced.complete) return rejected(JACKPOT_REFUSALS.incomplete, answer);
  const saw = (sent: number | undefined, now: number) => sent === undefined || Math.abs(sent - now) < 1e-6;
  if (
    !saw(slip.jackpotTotalStake, priced.totalCost) ||
    !saw(slip.noOfBets, priced.noOfBets) ||
    !saw(slip.jackpotPrize, priced.jackpotPrize)
  )
    return rejected(JACKPOT_REFUSALS.priceChanged, answer);
  try {
    return await db.transaction(async (tx) => {
      // The jackpot row is locked while the stake is taken, so a close that lands now waits for this bet or refuses it.
      const [open] = await tx.query(
        `SELECT 1 FROM jackpots j WHERE j.id = $1 AND j.status = 'open' AND NOT ${STARTED} FOR UPDATE`,
        [slip.jackpotId],
      );
      if (!open) throw new JackpotRefusal(JACKPOT_REFUSALS.closed);
      // Stored in whole minor units of the bet's currency, as every amount is.
      const minor = (amount: number) => toMinorUnits(amount, priced.currency);
      const cost: Money = { minor: minor(priced.totalCost), currency: priced.currency };
      const [{ id }] = await tx.query<{ id: string }>(
        'INSERT INTO jackpot_bets (jackpot_id, player_id, request_uuid, selections, singles, no_of_bets, total_stake, unit_stake, currency, prize) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id',
        [
          slip.jackpotId,
          player.id,
          uuid,
          JSON.stringify(slip.outcomeIds),
          JSON.stringify(singles),
          priced.noOfBets,
          cost.minor,
          minor(slip.globalStake),
          priced.currency,
          minor(priced.jackpotPrize),
        ],
      );
      const balance = await debit(tx, player.id, cost, 'stake', { jackpotBetId: Number(id) });
      if (balance === null) throw new JackpotRefusal(JACKPOT_REFUSALS.overBalance);
      return {
        ...answer,
        jackpotBetId: Number(id),
        status: 'accepted',
        jackpotTotalStake: priced.totalCost,
        singles,
        availableBalance: amountOf(balance),
      };
    });
  } catch (error) {
    if (error instanceof JackpotRefusal) return rejected(error.refusal, answer);
    // A duplicate of the request ran alongside this one and placed the bet first.
    if ((error as { code?: string }).code === '23505') {
      const first = await placedBefore(db, player.id, uuid);
      if (first) return first;
    }
    throw error;
  }
}

/** The bet a request uuid already placed, answered as its placement was. */
async function placedBefore(db: Database, playerId: number, uuid: string): Promise<JackpotPlacementAnswer | undefined> {
  const [existing] = await db.query<{ id: string; total_stake: string; no_of_bets: number; currency: string }>(
    'SELECT id, total_stake, no_of_bets, currency FROM jackpot_bets WHERE player_id = $1 AND request_uuid = $2',
    [playerId, uuid],
  );
  if (!existing) return undefined;
  return {
    jackpotBetId: Number(existing.id),
    status: 'accepted',
    totalCost: fromMinorUnits(Number(existing.total_stake), existing.currency),
    noOfBets: existing.no_of_bets,
  };
}

/** Rolls the placement's transaction back: nothing of a refused bet is written. */
class JackpotRefusal extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
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
