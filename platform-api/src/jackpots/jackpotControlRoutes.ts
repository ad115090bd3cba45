import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';

const JackpotParams = Type.Object({ jackpotId: Type.Integer({ minimum: 1 }) });

/**
 * The journeys' control of a jackpot, beside the simulator's (SIM_CONTROL=1, never in production): its first
 * match kicks off now, as the simulator would bring it forward, so a journey sees the jackpot close at once.
 */
export function jackpotControlRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post('/_sim/jackpots/:jackpotId/kick-off', { schema: { params: JackpotParams } }, async (request) => {
      const { jackpotId } = request.params as Static<typeof JackpotParams>;
      const [first] = await db.query<{ event_id: string }>(
        `SELECT je.event_id FROM jackpot_events je JOIN jackpots j ON j.id = je.jackpot_id
         WHERE je.jackpot_id = $1 AND j.status = 'open' AND NOT je.reserve ORDER BY je.ordinal LIMIT 1`,
        [jackpotId],
      );
      if (!first) throw new HttpError(404, `no open jackpot ${jackpotId}`);
      await db.query('UPDATE events SET event_date = now() WHERE id = $1', [first.event_id]);
      return { jackpotId, eventId: Number(first.event_id) };
    });
  };
}
