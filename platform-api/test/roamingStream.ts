import { EventSource } from 'eventsource';

/** One message the client was dispatched, and which of its connections brought it (0 the first). */
export interface Received {
  id: number;
  changes: number;
  connection: number;
}

/**
 * A push-stream client as a browser behind a balancer holds one: a standard EventSource on the live stream,
 * which reconnects by itself after a drop (after the server's `retry:`) and sends the last id it had
 * (Last-Event-ID). Each connection goes to the origin `pick` names then: the first to the process the caller
 * chose, a reconnect to whichever process is up, as a balancer would send it.
 */
export function roamingStream(pick: (connection: number) => string) {
  let connections = 0;
  const received: Received[] = [];
  /** When each connection opened (ms), and the id the client had then (what it sent as Last-Event-ID). */
  const opened: { at: number; lastId: number | undefined }[] = [];
  const resyncs: string[] = [];
  const source = new EventSource('http://stream.invalid/xapi/live/stream', {
    fetch: (url, init) => {
      const target = new URL(new URL(url).pathname + new URL(url).search, pick(connections));
      return fetch(target, init);
    },
  });
  source.addEventListener('open', () => {
    opened.push({ at: Date.now(), lastId: received.at(-1)?.id });
    connections++;
  });
  source.addEventListener('changes', (event) => {
    received.push({ id: Number(event.lastEventId), changes: JSON.parse(event.data).length, connection: connections - 1 });
  });
  source.addEventListener('resync', (event) => resyncs.push(event.lastEventId));
  return {
    received,
    opened,
    resyncs,
    get connections() {
      return connections;
    },
    close: () => source.close(),
  };
}

export type RoamingStream = ReturnType<typeof roamingStream>;
