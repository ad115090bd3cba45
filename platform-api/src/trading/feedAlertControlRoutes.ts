import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { TradingSimulator } from './simulator';

/** The longest hold a caller may ask for: a journey's, not a world without alerts. */
const MAX_FEED_ALERT_HOLD_SECONDS = 300;
const MAX_FEED_ALERT_SECONDS = 120;

const HoldBody = Type.Object(
  { seconds: Type.Integer({ minimum: 0, maximum: MAX_FEED_ALERT_HOLD_SECONDS }) },
  { additionalProperties: false },
);
const FeedParams = Type.Object({ feed: Type.String({ pattern: '^[A-Z]{4}$' }) });
const AlertBody = Type.Object(
  { seconds: Type.Integer({ minimum: 0, maximum: MAX_FEED_ALERT_SECONDS }) },
  { additionalProperties: false },
);

/**
 * Feed alerts (RES-00249) on demand, for drills and journeys: registered only with the simulator's control
 * (SIM_CONTROL=1, never in production). A chance alert can refuse any bet on its feed, pre-match ones
 * included (spec 2 section 4: an alert suspends every market of its feed), so a journey that proves a placement
 * goes through at its first try holds them off, and one that proves what an alert does raises its own.
 */
export function feedAlertControlRoutes(db: Database, simulator: Pick<TradingSimulator, 'holdFeedAlerts' | 'raiseFeedAlert'>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    /** Ends the alerts active now and lets none start by chance for `seconds` (0 ends a hold). */
    app.post('/_sim/feed-alerts/hold', { schema: { body: HoldBody } }, async (request) => {
      const { seconds } = request.body;
      await simulator.holdFeedAlerts(seconds);
      return { seconds };
    });
    /** Raises an alert on one feed now, for `seconds` (0 lets it lapse on the next tick), hold or not. */
    app.post('/_sim/feeds/:feed/alert', { schema: { params: FeedParams, body: AlertBody } }, async (request) => {
      const { feed } = request.params;
      const [known] = await db.query('SELECT 1 FROM events WHERE feed_code = $1 LIMIT 1', [feed]);
      if (!known) throw new HttpError(404, `no feed ${feed}`);
      await simulator.raiseFeedAlert(feed, request.body.seconds);
      return { feed, seconds: request.body.seconds };
    });
  };
}
