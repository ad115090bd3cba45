import { adjustedProbability, PRICE_LADDER } from '@sportsbook/domain';
import type { Database } from '../../db/database';
import type { SimState } from '../../trading/engine/types';
import { BUILDER_MARGIN } from '../../trading/pricing/builderModel';
import { builderLegsOf, type LegOutcome } from './builderLegs';
import { jointOf } from './builderQuote';

interface DecidedBuilder {
  outcome_id: string;
  market_id: string;
  legs: {
    id: number;
    result: 'won' | 'lost' | 'void' | null;
    ordinal: number;
    marketTypeId: number;
    periodType: number;
    spread: number | null;
    instance: number | null;
  }[];
  sim_state: SimState;
}

/**
 * A builder's price on the legs left when some are void: the joint chance of the rest, on the state the bet
 * was struck on, with the builder's margin, rounded down onto the ladder. A single leg left is priced the same
 * way. Never above the price taken: a void leg cannot make a bet pay more. Null when nothing can be priced.
 */
export function priceOnRest(state: SimState, rest: LegOutcome[], taken: number): number | null {
  const mapped = builderLegsOf(state, rest);
  if (!mapped || 'unpriced' in mapped) return null;
  const p = jointOf(state, mapped).probability;
  if (!(p > 0)) return null;
  const raw = 1 / Math.min(1, adjustedProbability(p, BUILDER_MARGIN));
  let price = PRICE_LADDER[0];
  for (const step of PRICE_LADDER) if (step <= raw + 1e-9) price = step;
  return Math.min(taken, price);
}

/**
 * Results the builders whose legs have decided, before the bets on them settle: lost as soon as a leg is lost,
 * void when every leg is, won when every leg is won or void. A bet on a builder with void legs is priced again
 * on the rest (priceOnRest), on the state it was struck on. Each builder in one transaction.
 */
export async function resultBuilders(db: Database): Promise<number> {
  const decided = await db.query<DecidedBuilder>(
    `SELECT b.outcome_id, bo.market_id, e.sim_state,
            json_agg(json_build_object('id', o.id, 'result', o.result, 'ordinal', o.ordinal_position, 'marketTypeId', m.market_type_id,
              'periodType', m.period_type, 'spread', m.spread, 'instance', m.instance)) AS legs
     FROM bet_builders b JOIN outcomes bo ON bo.id = b.outcome_id AND bo.result IS NULL
       JOIN events e ON e.id = b.event_id
       JOIN outcomes o ON o.id = ANY (b.legs) JOIN markets m ON m.id = o.market_id
     GROUP BY b.outcome_id, bo.market_id, e.sim_state
     HAVING bool_and(o.result IS NOT NULL) OR bool_or(o.result = 'lost')`,
  );
  for (const builder of decided) {
    const results = builder.legs.map((leg) => leg.result);
    const result = results.includes('lost') ? 'lost' : results.every((r) => r === 'void') ? 'void' : 'won';
    await db.transaction(async (tx) => {
      const [claimed] = await tx.query('UPDATE outcomes SET result = $2 WHERE id = $1 AND result IS NULL RETURNING id', [
        builder.outcome_id,
        result,
      ]);
      if (!claimed) return;
      await tx.query("UPDATE markets SET resulted = true, status = 'closed' WHERE id = $1", [builder.market_id]);
      if (result !== 'won' || !results.includes('void')) return;
      const rest = builder.legs
        .filter((leg) => leg.result === 'won')
        .map((leg): LegOutcome => ({
          outcomeId: leg.id,
          ordinal: leg.ordinal,
          outcomeDescription: '',
          marketId: 0,
          marketTypeId: leg.marketTypeId,
          marketDescription: '',
          periodType: leg.periodType,
          spread: leg.spread,
          instance: leg.instance,
          marketStatus: 'open',
          resulted: true,
          hidden: false,
          price: 0,
          eventId: 0,
        }));
      const bets = await tx.query<{ bet_id: string; price: number; sim_state: SimState | null }>(
        `SELECT s.bet_id, s.price, p.sim_state FROM bet_selections s
         LEFT JOIN bet_builder_placements p ON p.bet_id = s.bet_id AND p.outcome_id = s.outcome_id
         WHERE s.outcome_id = $1`,
        [builder.outcome_id],
      );
      for (const bet of bets) {
        const price = priceOnRest(bet.sim_state ?? builder.sim_state, rest, bet.price) ?? bet.price;
        await tx.query('UPDATE bet_selections SET price = $3 WHERE bet_id = $1 AND outcome_id = $2', [
          bet.bet_id,
          builder.outcome_id,
          price,
        ]);
      }
    });
  }
  return decided.length;
}
