import { PERIOD_TYPE } from '@sportsbook/contracts';
import { BET_BUILDER_LEG_SEPARATOR, BET_BUILDER_MARKET_DESCRIPTION, BET_BUILDER_MARKET_TYPE_ID } from '@sportsbook/domain';
import type { Database } from '../../db/database';
import type { SimState } from '../../trading/engine/types';
import type { SlipOutcome } from '../slipSelections';
import { BuilderRefusal, legLabel, quoteBuilder, type BuilderQuote } from './builderQuote';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

async function findBuilder(db: Pick<Database, 'query'>, quote: BuilderQuote): Promise<number | undefined> {
  const [row] = await db.query<{ outcome_id: string }>(
    'SELECT outcome_id FROM bet_builders WHERE event_id = $1 AND legs = $2::bigint[]',
    [quote.eventId, quote.legs.map((leg) => leg.outcomeId)],
  );
  return row ? Number(row.outcome_id) : undefined;
}

/**
 * The outcome that stands for a builder's legs, made the first time they are put together: a market of its
 * own on the event, long-term suspended and its outcome hidden so no list shows it, whose price is the
 * builder's as last quoted.
 */
export async function builderOutcomeFor(db: Database, quote: BuilderQuote): Promise<number> {
  const known = await findBuilder(db, quote);
  if (known !== undefined) {
    await db.query('UPDATE outcomes SET price = $2, price_changed_at = now() WHERE id = $1 AND price <> $2', [
      known,
      quote.price,
    ]);
    return known;
  }
  try {
    return await db.transaction(async (tx) => {
      const [ids] = await tx.query<{ market: string; outcome: string }>(
        "SELECT nextval('catalogue_ids') AS market, nextval('catalogue_ids') AS outcome",
      );
      const marketId = Number(ids.market);
      const outcomeId = Number(ids.outcome);
      await tx.query(
        `INSERT INTO markets (id, event_id, market_type_id, description, status, period_type, period_description, in_running, ordinal, feed_id)
         SELECT $1, $2, $3, $4, 'lts', $5, 'Full Time', $6, 9999, feed_id FROM markets WHERE id = $7`,
        [
          marketId,
          quote.eventId,
          BET_BUILDER_MARKET_TYPE_ID,
          BET_BUILDER_MARKET_DESCRIPTION,
          quote.live ? PERIOD_TYPE.fullTimeLive : PERIOD_TYPE.fullTimePrematch,
          quote.live,
          quote.legs[0].marketId,
        ],
      );
      await tx.query(
        'INSERT INTO outcomes (id, market_id, description, ordinal_position, hidden, price) VALUES ($1, $2, $3, 1, true, $4)',
        [outcomeId, marketId, quote.legs.map(legLabel).join(BET_BUILDER_LEG_SEPARATOR), quote.price],
      );
      await tx.query('INSERT INTO bet_builders (outcome_id, event_id, legs) VALUES ($1, $2, $3::bigint[])', [
        outcomeId,
        quote.eventId,
        quote.legs.map((leg) => leg.outcomeId),
      ]);
      return outcomeId;
    });
  } catch (error) {
    // Two players put the same legs together at once: one builder, theirs both.
    if (!isUniqueViolation(error)) throw error;
    const raced = await findBuilder(db, quote);
    if (raced === undefined) throw error;
    return raced;
  }
}

/** The legs of builder outcomes. */
export async function builderLegIds(db: Pick<Database, 'query'>, outcomeIds: number[]): Promise<Map<number, number[]>> {
  if (!outcomeIds.length) return new Map();
  const rows = await db.query<{ outcome_id: string; legs: string[] }>(
    'SELECT outcome_id, legs FROM bet_builders WHERE outcome_id = ANY($1::bigint[])',
    [outcomeIds],
  );
  return new Map(rows.map((row) => [Number(row.outcome_id), row.legs.map(Number)]));
}

/** What the slip reads of a builder: its state (the legs' and the event's) and its price worked out now. */
export type BuilderSlipOutcome = SlipOutcome & { builderState?: SimState };

/**
 * Gives the slip's builder outcomes their price and state as of now, from their legs: the stored row only
 * holds the last quote. A builder the model refuses now (a leg settled or closed, the event over) is closed;
 * one with a suspended leg is suspended.
 */
export async function overlayBuilders(db: Pick<Database, 'query'>, outcomes: Map<number, BuilderSlipOutcome>): Promise<void> {
  const builders = [...outcomes.values()].filter((o) => o.marketTypeId === BET_BUILDER_MARKET_TYPE_ID);
  const legs = await builderLegIds(
    db,
    builders.map((b) => b.outcomeId),
  );
  for (const builder of builders) {
    const ids = legs.get(builder.outcomeId);
    builder.hidden = !ids;
    if (!ids) continue;
    try {
      const quote = await quoteBuilder(db, ids);
      builder.price = quote.price;
      builder.marketStatus = quote.status;
      builder.inRunning = quote.live;
      builder.builderState = quote.state;
    } catch (error) {
      if (!(error instanceof BuilderRefusal)) throw error;
      builder.marketStatus = 'closed';
    }
  }
}

/** Keeps the model state a builder bet was struck on, to price it again on its other legs if one is void. */
export async function recordBuilderPlacement(
  tx: Pick<Database, 'query'>,
  betId: number,
  outcome: BuilderSlipOutcome,
): Promise<void> {
  if (!outcome.builderState) return;
  await tx.query(
    'INSERT INTO bet_builder_placements (bet_id, outcome_id, sim_state) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [betId, outcome.outcomeId, JSON.stringify(outcome.builderState)],
  );
}
