import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ChangeHub } from '../live/changeFeed';
import { concerns, wantedEvents } from '../live/subscription';
import { CommonParams } from '../catalogue/queryParams';
import { idList } from '../http/inputBounds';

const StreamParams = Type.Object(
  { ...CommonParams, eventIds: Type.Optional(idList('bigint', 500)) },
  { additionalProperties: false },
);

const HEARTBEAT_MS = 15_000;

/**
 * GET /xapi/live/stream?eventIds=1,2: server-sent events of live changes in the spec's short keys, for
 * the given events or all of them. The 15 s polling calls stay the fallback when a stream drops.
 */
export function liveStreamRoute(hub: ChangeHub) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const open = new Set<ServerResponse>();
    // The server's close waits for every connection to end, and a stream never does: end them first, so the
    // API stops at once (browsers reconnect after the retry interval, to this process again or another one).
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });
    app.get('/xapi/live/stream', { schema: { querystring: StreamParams } }, (request, reply) => {
      const wanted = wantedEvents(request.query.eventIds);
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
