import { fromMinorUnits, toBookedAmount, toMinorUnits, PRICE_LADDER } from '@sportsbook/domain';
import type { PriceBoost } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';

type Tx = Pick<Database, 'query'>;

/** A price the book could offer (the slip engine's rule): above evens and below the ladder's top. */
const isOfferedPrice = (price: number) => price > 1 && price < PRICE_LADDER[PRICE_LADDER.length - 1];

/** A boost as the slip engine applies it: the maximum stake in whole minor units of the player's currency. */
export interface ActiveBoost {
  decimal: number;
  maxStakeMinor: number;
  startsAt: string;
  endsAt: string;
}

interface BoostRow {
  outcome_id: string;
  event_id: string;
  price: number;
  max_stake: string;
  starts_at: Date | string;
  ends_at: Date | string;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The brand's boosts running now (inside their window), of the given outcomes or of the given events. A boost
 * whose price the book has caught up with is no boost, and is left out.
 */
async function runningBoosts(db: Tx, brand: string, by: { outcomeIds?: number[]; eventIds?: number[] }): Promise<BoostRow[]> {
  return db.query<BoostRow>(
    `SELECT b.outcome_id, m.event_id, b.price, b.max_stake, b.starts_at, b.ends_at
     FROM price_boosts b JOIN outcomes o ON o.id = b.outcome_id JOIN markets m ON m.id = o.market_id
     WHERE b.brand = $1 AND b.starts_at <= now() AND b.ends_at > now() AND b.price > o.price
       AND ($2::bigint[] IS NULL OR b.outcome_id = ANY($2::bigint[]))
       AND ($3::bigint[] IS NULL OR m.event_id = ANY($3::bigint[]))
     ORDER BY b.ends_at, b.outcome_id LIMIT 200`,
    [brand, by.outcomeIds ?? null, by.eventIds ?? null],
  );
}

/** The boosts of a slip's outcomes for a player of `currency`: what placement and the slip's pricing honour. */
export async function loadSlipBoosts(
  db: Tx,
  brand: string,
  outcomeIds: number[],
  currency: string,
): Promise<Map<number, ActiveBoost>> {
  if (!outcomeIds.length) return new Map();
  const rows = await runningBoosts(db, brand, { outcomeIds });
  return new Map(
    rows.map((row) => [
      Number(row.outcome_id),
      {
        decimal: row.price,
        maxStakeMinor: toMinorUnits(toBookedAmount(Number(row.max_stake), currency), currency),
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
      },
    ]),
  );
}

/** The brand's running boosts on some events (or all), as the event page shows them, in the brand's currency. */
export async function boostsOfEvents(
  db: Tx,
  brand: string,
  eventIds: number[] | undefined,
  currency: string,
): Promise<PriceBoost[]> {
  const rows = await runningBoosts(db, brand, { eventIds });
  return rows.map((row) => ({
    outcomeId: Number(row.outcome_id),
    eventId: Number(row.event_id),
    decimal: row.price,
    maxStake: toBookedAmount(Number(row.max_stake), currency),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
  }));
}

/** The wire's maximum stake of a boost the engine holds in minor units. */
export const boostOnWire = (boost: ActiveBoost, currency: string) => ({
  decimal: boost.decimal,
  maxStake: fromMinorUnits(boost.maxStakeMinor, currency),
  startsAt: boost.startsAt,
  endsAt: boost.endsAt,
});

/**
 * The price a single is struck at: the boost's while its stake (whole minor units; none yet counts as
 * within) is at most the boost's maximum, the book's above it.
 */
export const boostedSinglePrice = (price: number, boost: ActiveBoost | undefined, stakeMinor: number) =>
  boost && stakeMinor <= boost.maxStakeMinor ? boost.decimal : price;

export interface BoostInput {
  brand: string;
  outcomeId: number;
  price: number;
  maxStake: number;
  startsAt?: string;
  endsAt: string;
}

/**
 * Sets (or replaces) a brand's boost of one outcome, as its operator does. Refused: an unknown brand or
 * outcome, an outcome whose market is not open pre-match, a boosted price not above the book's or off the
 * price list's range, a window that has ended or ends before it starts.
 */
export async function setPriceBoost(db: Tx, input: BoostInput, seeded = false): Promise<PriceBoost> {
  const [brand] = await db.query('SELECT 1 FROM brands WHERE id = $1', [input.brand]);
  if (!brand) throw new HttpError(404, `unknown brand "${input.brand}"`);
  const [outcome] = await db.query<{ price: number; status: string; state: string; event_id: string; resulted: boolean }>(
    `SELECT o.price, m.status, e.state, e.id AS event_id, m.resulted FROM outcomes o JOIN markets m ON m.id = o.market_id
     JOIN events e ON e.id = m.event_id WHERE o.id = $1`,
    [input.outcomeId],
  );
  if (!outcome) throw new HttpError(404, `no outcome ${input.outcomeId}`);
  if (outcome.resulted || outcome.status !== 'open' || outcome.state === 'finished')
    throw new HttpError(409, `outcome ${input.outcomeId} is not open for betting`);
  if (!isOfferedPrice(input.price)) throw new HttpError(400, `a boosted price of ${input.price} is not a price the book offers`);
  if (input.price <= outcome.price)
    throw new HttpError(400, `a boost must beat the book's price of ${outcome.price}, not ${input.price}`);
  const startsAt = input.startsAt ? new Date(input.startsAt) : new Date();
  const endsAt = new Date(input.endsAt);
  if (endsAt <= startsAt || endsAt <= new Date())
    throw new HttpError(400, 'the boost must end after it starts, and in the future');
  await db.query(
    `INSERT INTO price_boosts (brand, outcome_id, price, max_stake, starts_at, ends_at, seeded) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (brand, outcome_id) DO UPDATE SET price = excluded.price, max_stake = excluded.max_stake,
       starts_at = excluded.starts_at, ends_at = excluded.ends_at, seeded = excluded.seeded`,
    [input.brand, input.outcomeId, input.price, input.maxStake, startsAt.toISOString(), endsAt.toISOString(), seeded],
  );
  return {
    outcomeId: input.outcomeId,
    eventId: Number(outcome.event_id),
    decimal: input.price,
    maxStake: input.maxStake,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  };
}

/** The boosts the demo keeps running on each brand, and what they offer. */
export const SEEDED_BOOSTS_PER_BRAND = 2;
export const SEEDED_BOOST_MAX_STAKE = 25;
/** A seeded boost lifts the home win's price by a quarter, to two decimals. */
const seededPrice = (price: number) => Math.round(price * 1.25 * 100) / 100;

/**
 * Keeps a couple of boosts running on each brand for the demo: the home win of the next football matches that
 * kick off at least an hour from now, boosted until kick-off. Boosts an operator set are never touched.
 */
export async function keepSeededBoosts(db: Database): Promise<number> {
  const brands = await db.query<{ id: string; running: string }>(
    `SELECT b.id, (SELECT count(*) FROM price_boosts p WHERE p.brand = b.id AND p.seeded AND p.ends_at > now()) AS running
     FROM brands b ORDER BY b.id`,
  );
  let added = 0;
  for (const brand of brands) {
    const wanted = SEEDED_BOOSTS_PER_BRAND - Number(brand.running);
    if (wanted <= 0) continue;
    const homeWins = await db.query<{ id: string; price: number; event_date: Date | string }>(
      `SELECT o.id, o.price, e.event_date FROM events e JOIN markets m ON m.event_id = e.id AND m.market_type_id = 1 AND m.period_type = 100
       JOIN outcomes o ON o.market_id = m.id AND o.ordinal_position = 1
       WHERE e.state = 'prematch' AND e.sport_code = 'FOOT' AND NOT e.is_outright AND m.status = 'open' AND NOT o.hidden
         AND e.event_date > now() + interval '1 hour'
         AND NOT EXISTS (SELECT 1 FROM price_boosts p WHERE p.brand = $1 AND p.outcome_id = o.id)
       ORDER BY e.event_date, o.id LIMIT $2`,
      [brand.id, wanted],
    );
    for (const outcome of homeWins) {
      const price = seededPrice(outcome.price);
      if (!isOfferedPrice(price)) continue;
      await setPriceBoost(
        db,
        {
          brand: brand.id,
          outcomeId: Number(outcome.id),
          price,
          maxStake: SEEDED_BOOST_MAX_STAKE,
          endsAt: new Date(outcome.event_date).toISOString(),
        },
        true,
      );
      added++;
    }
  }
  return added;
}

/** How often each API process tops up the demo's boosts (one that kicks off is replaced within this). */
export const SEED_BOOSTS_EVERY_MS = 60_000;

/** Tops the demo's boosts up now and on a timer until stopped. */
export function startSeededBoosts(db: Database, everyMs = SEED_BOOSTS_EVERY_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = keepSeededBoosts(db).catch((error) => console.error('seeding price boosts failed', error));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
