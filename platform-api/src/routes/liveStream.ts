import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { LiveStreamQuery } from '@sportsbook/contracts/wire';
import type { LiveChange } from '@sportsbook/contracts';
import type { ChangeHub, ChangeMessage } from '../live/changeFeed';
import { lastEventIdOf } from '../live/replayWindow';
import { concerns, wantedEvents } from '../live/subscription';
import type { Database } from '../db/database';
import { namesOf } from '../catalogue/names/requestNames';
import type { NameTranslator } from '../catalogue/names/nameTranslator';

/** A change as this client reads it: the period's name in its language (`l=`), as the lists answer it. */
export function inLanguage(change: LiveChange, names: NameTranslator | undefined): LiveChange {
  if (!names || change.t !== 'score' || !change.currentPeriod) return change;
  return { ...change, currentPeriod: names.name('periods', change.currentPeriod) };
}

/** A browser that hears nothing for a few of these takes the stream for dead (liveStreamClient.ts). */
const HEARTBEAT_MS = 15_000;
/** How long a browser waits before it reconnects by itself after a drop. */
const RETRY_MS = 3000;

/**
 * GET /xapi/live/stream?eventIds=1,2: server-sent events of live changes in the spec's short keys, for the given
 * events or all of them. Every message carries the id of its batch; a client that reconnects, to this process or
 * another, names the last one it had (Last-Event-ID) and is first sent what it missed, or a `resync` message when
 * it is too far behind to be (then it refetches). The 15 s polling calls stay the fallback when a stream drops.
 */
export function liveStreamRoute(hub: ChangeHub, db: Database, { heartbeatMs = HEARTBEAT_MS } = {}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const open = new Set<ServerResponse>();
    // The server's close waits for every connection to end, and a stream never does: end them first, so the
    // API stops at once (browsers reconnect after the retry interval, to this process again or another one).
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });
    app.get('/xapi/live/stream', { schema: { querystring: LiveStreamQuery } }, async (request, reply) => {
      const names = await namesOf(db, request).catch(() => undefined);
      const wanted = wantedEvents(request.query.eventIds);
      const resumeAfter = lastEventIdOf(request.headers['last-event-id'] ?? request.query.lastEventId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      open.add(res);
      const write = (text: string) => {
        if (!res.writableEnded && !res.destroyed) res.write(text);
      };
      /** The newest message id this client has been given (or passed over, as not its events'). */
      let sentUpTo = resumeAfter ?? 0;
      const send = (id: number, changes: LiveChange[]) => {
        if (id <= sentUpTo) return;
        sentUpTo = id;
        const mine = changes.filter((change) => concerns(change, wanted)).map((change) => inLanguage(change, names));
        if (mine.length) write(`id: ${id}\nevent: changes\ndata: ${JSON.stringify(mine)}\n\n`);
      };
      // Live messages wait while the missed ones are read, so none is lost between the two or sent twice.
      let held: ChangeMessage[] | null = resumeAfter === undefined ? null : [];
      const unsubscribe = hub.subscribe((changes, id) => (held ? held.push({ id, changes }) : send(id, changes)));
      if (resumeAfter !== undefined) {
        hub
          .replayAfter(resumeAfter)
          .then((replay) => {
            if (replay.resync) {
              sentUpTo = replay.latest ?? 0;
              write(`${replay.latest === null ? '' : `id: ${replay.latest}\n`}event: resync\ndata: {}\n\n`);
            } else for (const message of replay.messages) send(message.id, message.changes);
            const waiting = held ?? [];
            held = null;
            for (const message of waiting) send(message.id, message.changes);
          })
          // The window cannot be read (the database is away): the client reconnects after the retry interval.
          .catch(() => res.end());
      }
      // A message of its own keeps proxies from closing an idle stream, tells the client the stream still lives
      // (a comment would not reach its code), and its id moves the client's Last-Event-ID past the changes of
      // events it does not follow. Clients from before it ignore an event type they do not listen to.
      const heartbeat = setInterval(
        () => write(`${sentUpTo ? `id: ${sentUpTo}\n` : ''}event: heartbeat\ndata: {}\n\n`),
        heartbeatMs,
      );
      request.raw.on('close', () => {
        open.delete(res);
        clearInterval(heartbeat);
        unsubscribe();
      });
    });
  };
}
