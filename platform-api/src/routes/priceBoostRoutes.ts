import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PriceBoostBody, PriceBoostsQuery } from '@sportsbook/contracts/wire';
import type { Database } from '../db/database';
import { brandIdOf } from '../http/brand';
import { HttpError } from '../http/errors';
import { boostsOfEvents, SEEDED_BOOST_MAX_STAKE, setPriceBoost } from '../bets/priceBoosts';
import { settingsOf } from './betslipRoutes';

/** The brand's price boosts (issue 42), which the event page marks; the slip reads them with its prices. */
export function priceBoostRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/xapi/rest/priceboosts', { schema: { querystring: PriceBoostsQuery } }, async (request) => {
      const settings = await settingsOf(db, request);
      const eventIds = request.query.eventIds?.split(',').map(Number);
      return boostsOfEvents(db, brandIdOf(request), eventIds, settings.currency);
    });
  };
}

/**
 * The operator's boost of one outcome on one brand, for the demo and the journeys: registered only with the
 * simulator's control (SIM_CONTROL=1, never in production).
 */
export function priceBoostControlRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/_sim/price-boosts', { schema: { body: PriceBoostBody } }, async (request) => {
      const { brand, startsAt } = request.body;
      const [outcome] = await db.query<{ id: string; price: number; event_date: Date | string; slug: string }>(
        `SELECT o.id, o.price, e.event_date, e.slug FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
         WHERE ${
           request.body.outcomeId === undefined
             ? `e.state = 'prematch' AND e.sport_code = 'FOOT' AND NOT e.is_outright AND m.market_type_id = 1 AND m.period_type = 100
                AND o.ordinal_position = 1 AND m.status = 'open' AND NOT o.hidden AND e.event_date > now() + interval '1 hour'
                AND NOT EXISTS (SELECT 1 FROM price_boosts p WHERE p.brand = $1 AND p.outcome_id = o.id)
                AND NOT EXISTS (SELECT 1 FROM jackpot_events je WHERE je.event_id = e.id)`
             : 'o.id = $2 AND $1::text IS NOT NULL'
         } ORDER BY e.event_date, o.id LIMIT 1`,
        request.body.outcomeId === undefined ? [brand] : [brand, request.body.outcomeId],
      );
      if (!outcome)
        throw new HttpError(request.body.outcomeId === undefined ? 409 : 404, 'no outcome to boost: name one by its id');
      const boost = await setPriceBoost(db, {
        brand,
        outcomeId: Number(outcome.id),
        price: request.body.price ?? Math.round(outcome.price * 1.25 * 100) / 100,
        maxStake: request.body.maxStake ?? SEEDED_BOOST_MAX_STAKE,
        startsAt,
        endsAt: request.body.endsAt ?? new Date(outcome.event_date).toISOString(),
      });
      return { ...boost, slug: outcome.slug };
    });
  };
}
