import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { hurryEvent, MAX_HURRY_FACTOR } from './hurriedEvents';
import { forceGoal } from './forcedGoals';
import { requestKickOffRound } from './kickOffRound';
import { BigintId } from '../http/inputBounds';

/**
 * The simulator's control for drills and journeys: present only when SIM_CONTROL=1 and never in
 * production, because it lets a caller change how the world plays.
 */
export function simulatorControlEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SIM_CONTROL === '1' && env.NODE_ENV !== 'production';
}

const EventParams = Type.Object({ eventId: BigintId() });
const HurryBody = Type.Object(
  { factor: Type.Number({ minimum: 1, maximum: MAX_HURRY_FACTOR }) },
  { additionalProperties: false },
);
const GoalBody = Type.Object({ side: Type.Union([Type.Literal('home'), Type.Literal('away')]) }, { additionalProperties: false });
const KickOffBody = Type.Object(
  {
    sportCodes: Type.Array(Type.String({ pattern: '^[A-Z]{4}$' }), { minItems: 1, maxItems: 20 }),
    /** Only a match the feed streams (a streaming sport's). */
    streamed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * How long a kicked-off match keeps its teams: no other match of theirs may be due in this window, or the
 * simulator would hold that one back until this one ends (the longest match at SIM_SPEED 20 is about 9 min).
 */
const TEAMS_FREE_FOR = '15 minutes';

export function simulatorControlRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    /** Plays one live event `factor` times faster until it ends; it results and settles as any other. */
    app.post('/_sim/events/:eventId/hurry', { schema: { params: EventParams, body: HurryBody } }, async (request) => {
      const { eventId } = request.params;
      const [event] = await db.query<{ state: string }>('SELECT state FROM events WHERE id = $1', [eventId]);
      if (!event) throw new HttpError(404, `no event ${eventId}`);
      if (event.state !== 'live') throw new HttpError(409, `event ${eventId} is ${event.state}, not live`);
      const { factor } = request.body;
      hurryEvent(eventId, factor);
      return { eventId, factor };
    });

    /**
     * Scores a goal for one side of a live football-type match on the simulator's next tick of its play, through
     * the match's own engine: the scoreboard, markets and tracker move as for any goal.
     */
    app.post('/_sim/events/:eventId/goal', { schema: { params: EventParams, body: GoalBody } }, async (request) => {
      const { eventId } = request.params;
      const [event] = await db.query<{ state: string; style: string | null }>(
        "SELECT state, sim_state->>'style' AS style FROM events WHERE id = $1",
        [eventId],
      );
      if (!event) throw new HttpError(404, `no event ${eventId}`);
      if (event.state !== 'live') throw new HttpError(409, `event ${eventId} is ${event.state}, not live`);
      if (event.style !== 'goals') throw new HttpError(409, `event ${eventId} is not a match of goals`);
      forceGoal(eventId, request.body.side === 'home' ? 0 : 1);
      return { eventId, side: request.body.side };
    });

    /**
     * Kicks off now a pre-match match of one of `sportCodes`, so a journey has a live match of its own whatever
     * the simulated world is playing at that hour: the last one listed whose teams play nothing else in the next
     * minutes and in no jackpot still open. Never a jackpot's (that would close the jackpot for other players),
     * and never a jackpot team's: playing that jackpot out hurries every live match of its teams, so a journey's
     * match would be over in seconds, its goal asked for never scored. It goes live on the simulator's next tick,
     * as any match does at its kick-off time.
     */
    app.post('/_sim/events/kick-off', { schema: { body: KickOffBody } }, async (request) => {
      const { sportCodes, streamed } = request.body;
      const [match] = await db.query<{ id: string; slug: string; sport_code: string; name: string }>(
        `SELECT e.id, e.slug, e.sport_code, e.name FROM events e
         WHERE e.state = 'prematch' AND NOT e.is_outright AND e.sport_code = ANY($1::text[])
           AND ($2::boolean IS NOT TRUE OR e.live_streaming)
           AND NOT EXISTS (SELECT 1 FROM jackpot_events je JOIN jackpots j ON j.id = je.jackpot_id
             JOIN events o ON o.id = je.event_id WHERE j.status <> 'settled'
             AND (o.home_team_id IN (e.home_team_id, e.away_team_id) OR o.away_team_id IN (e.home_team_id, e.away_team_id)))
           AND NOT EXISTS (SELECT 1 FROM events o WHERE o.id <> e.id AND o.state IN ('prematch', 'live')
             AND o.event_date < now() + interval '${TEAMS_FREE_FOR}'
             AND (o.home_team_id IN (e.home_team_id, e.away_team_id) OR o.away_team_id IN (e.home_team_id, e.away_team_id)))
         ORDER BY e.event_date DESC LIMIT 1`,
        [sportCodes, streamed ?? null],
      );
      if (!match) throw new HttpError(409, `no pre-match ${sportCodes.join(' or ')} match with free teams to kick off`);
      await db.query("UPDATE events SET event_date = now() - interval '1 second' WHERE id = $1", [match.id]);
      requestKickOffRound();
      return { eventId: Number(match.id), slug: match.slug, sportCode: match.sport_code, name: match.name };
    });
  };
}
