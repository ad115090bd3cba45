import { Type } from '@sinclair/typebox';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveChange } from '@sportsbook/contracts';
import type { ChangeHub } from '../live/changeFeed';
import { CommonParams } from '../catalogue/queryParams';

const StreamParams = Type.Object(
  { ...CommonParams, eventIds: Type.Optional(Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,499}$' })) },
  { additionalProperties: false },
);

const HEARTBEAT_MS = 15_000;

/** A change concerns the subscriber's events when its event (or, for feed alerts, one of them) is among them. */
export function concerns(change: LiveChange, eventIds: Set<number> | null): boolean {
  if (!eventIds) return true;
  if (change.t === 'alert') return change.eids.some((id) => eventIds.has(id));
  return eventIds.has(change.eid);
}

/**
 * GET /xapi/live/stream?eventIds=1,2: server-sent events of live changes in the spec's short keys, for
 * the given events or all of them. The 15 s polling calls stay the fallback when a stream drops.
 */
export function liveStreamRoute(hub: ChangeHub) {
  return async (app: FastifyInstance) => {
    const open = new Set<ServerResponse>();
    // The server's close waits for every connection to end, and a stream never does: end them first, so the
    // API stops at once (browsers reconnect after the retry interval, to this process again or another one).
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });
    app.get('/xapi/live/stream', { schema: { querystring: StreamParams } }, (request, reply) => {
      const { eventIds } = request.query as { eventIds?: string };
      const wanted = eventIds ? new Set(eventIds.split(',').map(Number)) : null;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      open.add(res);
      const unsubscribe = hub.subscribe((changes) => {
        const mine = changes.filter((change) => concerns(change, wanted));
        if (mine.length) res.write(`event: changes\ndata: ${JSON.stringify(mine)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        open.delete(res);
        clearInterval(heartbeat);
        unsubscribe();
      });
    });
  };
}
