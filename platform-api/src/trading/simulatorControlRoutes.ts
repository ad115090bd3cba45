import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { hurryEvent, MAX_HURRY_FACTOR } from './hurriedEvents';

/**
 * The simulator's control for drills and journeys: present only when SIM_CONTROL=1 and never in
 * production, because it lets a caller change how the world plays.
 */
export function simulatorControlEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SIM_CONTROL === '1' && env.NODE_ENV !== 'production';
}

const EventParams = Type.Object({ eventId: Type.Integer({ minimum: 1 }) });
const HurryBody = Type.Object(
  { factor: Type.Number({ minimum: 1, maximum: MAX_HURRY_FACTOR }) },
  { additionalProperties: false },
);

export function simulatorControlRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    /** Plays one live event `factor` times faster until it ends; it results and settles as any other. */
    app.post('/_sim/events/:eventId/hurry', { schema: { params: EventParams, body: HurryBody } }, async (request) => {
      const { eventId } = request.params as Static<typeof EventParams>;
      const [event] = await db.query<{ state: string }>('SELECT state FROM events WHERE id = $1', [eventId]);
      if (!event) throw new HttpError(404, `no event ${eventId}`);
      if (event.state !== 'live') throw new HttpError(409, `event ${eventId} is ${event.state}, not live`);
      const { factor } = request.body as Static<typeof HurryBody>;
      hurryEvent(eventId, factor);
      return { eventId, factor };
    });
  };
}
