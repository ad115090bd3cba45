import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { EventIdParams } from '@sportsbook/contracts/wire';
import type { MatchPlay, PlayPicture } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { playSnapshot } from '../trading/play/matchPlay';
import type { SimState } from '../trading/engine/types';

/** A tracker before its match's first tick of play has no picture yet. */
export type MatchPlayAnswer = Omit<MatchPlay, 'play'> & { play: PlayPicture | null };

/**
 * GET /xapi/live/events/{id}/play: the match tracker of a live event as it stands, for a page that opens it
 * mid-match; the push stream's `play` changes carry it on from there (their `n` says which is newer).
 */
export function matchPlayRoute(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/xapi/live/events/:id/play', { schema: { params: EventIdParams } }, async (request): Promise<MatchPlayAnswer> => {
      const { id } = request.params;
      const [event] = await db.query<{ sim_state: SimState | null }>('SELECT sim_state FROM events WHERE id = $1', [id]);
      if (!event) throw new HttpError(404, `no event ${id}`);
      const snapshot = event.sim_state ? playSnapshot(event.sim_state) : null;
      return snapshot ? { eid: id, ...snapshot } : { eid: id, n: 0, play: null, moments: [] };
    });
  };
}
