import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { hurryEvent, MAX_HURRY_FACTOR } from '../trading/hurriedEvents';
import { IntegerId } from '../http/inputBounds';

const JackpotParams = Type.Object({ jackpotId: IntegerId() });

/**
 * The journeys' control of a jackpot, beside the simulator's (SIM_CONTROL=1, never in production): its first
 * match kicks off now, as the simulator would bring it forward, so a journey sees the jackpot close at once;
 * or all of it is played out, so a journey sees its bets settle.
 */
export function jackpotControlRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/_sim/jackpots/:jackpotId/kick-off', { schema: { params: JackpotParams } }, async (request) => {
      const { jackpotId } = request.params;
      const [first] = await db.query<{ event_id: string }>(
        `SELECT je.event_id FROM jackpot_events je JOIN jackpots j ON j.id = je.jackpot_id
         WHERE je.jackpot_id = $1 AND j.status = 'open' AND NOT je.reserve ORDER BY je.ordinal LIMIT 1`,
        [jackpotId],
      );
      if (!first) throw new HttpError(404, `no open jackpot ${jackpotId}`);
      await db.query('UPDATE events SET event_date = now() WHERE id = $1', [first.event_id]);
      return { jackpotId, eventId: Number(first.event_id) };
    });

    /**
     * Plays a jackpot out as its day would, in seconds: every match kicks off now and is hurried, and so is any
     * match one of its teams is still playing (the simulator starts a team's next match only after it). The
     * matches result and the jackpot settles through the simulator and the platform's own settlement.
     */
    app.post('/_sim/jackpots/:jackpotId/play', { schema: { params: JackpotParams } }, async (request) => {
      const { jackpotId } = request.params;
      const events = await db.query<{ event_id: string }>(
        `SELECT je.event_id FROM jackpot_events je JOIN jackpots j ON j.id = je.jackpot_id
         WHERE je.jackpot_id = $1 AND j.status <> 'settled'`,
        [jackpotId],
      );
      if (!events.length) throw new HttpError(404, `no unsettled jackpot ${jackpotId}`);
      const ids = events.map((e) => e.event_id);
      await db.query("UPDATE events SET event_date = now() WHERE id = ANY($1::bigint[]) AND state = 'prematch'", [ids]);
      const busy = await db.query<{ id: string }>(
        `SELECT live.id FROM events live JOIN events jackpot ON jackpot.id = ANY($1::bigint[])
         WHERE live.state = 'live' AND live.id <> jackpot.id
           AND (live.home_team_id IN (jackpot.home_team_id, jackpot.away_team_id) OR live.away_team_id IN (jackpot.home_team_id, jackpot.away_team_id))`,
        [ids],
      );
      for (const id of [...ids, ...busy.map((e) => e.id)]) hurryEvent(Number(id), MAX_HURRY_FACTOR);
      return { jackpotId, eventIds: ids.map(Number), hurried: busy.map((e) => Number(e.id)) };
    });
  };
}
