import type { LiveChange } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { replayAfter } from './replayWindow';

export const LIVE_CHANNEL = 'sportsbook_live';
/** NOTIFY payloads must stay under 8000 bytes (the message's id and wrapping take a few dozen). */
const MAX_PAYLOAD = 7000;
/** How long the replay window keeps published changes: a reconnecting client further behind refetches. */
export const REPLAY_WINDOW_SECONDS = 120;
/** The publisher trims the window once every this many messages (about every 10 s of a running simulator). */
const TRIM_EVERY = 20;

/** One message of the stream: a batch of changes under the id a client resumes after. */
export interface ChangeMessage {
  id: number;
  changes: LiveChange[];
}

/**
 * Publishes a batch of changes: each chunk is logged in the replay window and announced through LISTEN/NOTIFY
 * in one statement, so every API process sees it under the same id, and the log holds it before anyone hears
 * of it (the notification leaves on commit).
 */
export async function publishChanges(db: Pick<Database, 'query'>, changes: LiveChange[]): Promise<void> {
  let chunk: string[] = [];
  let size = 2;
  const flush = async () => {
    if (!chunk.length) return;
    const [{ id }] = await db.query<{ id: string }>(
      `WITH logged AS (INSERT INTO live_change_log (changes) VALUES ($2) RETURNING id)
       SELECT id, pg_notify($1, '{"id":' || id || ',"changes":' || $2 || '}') FROM logged`,
      [LIVE_CHANNEL, `[${chunk.join(',')}]`],
    );
    if (Number(id) % TRIM_EVERY === 0) await trimReplayWindow(db);
    chunk = [];
    size = 2;
  };
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i];
    const next = changes[i + 1];
    // A score and the tracker's play behind it travel in one message: a client draws both in one go.
    const together = change.t === 'score' && next?.t === 'play' && next.eid === change.eid ? [change, next] : [change];
    const json = together.map((one) => JSON.stringify(one));
    const length = json.reduce((sum, one) => sum + one.length + 1, 0);
    if (size + length > MAX_PAYLOAD) await flush();
    chunk.push(...json);
    size += length;
    i += together.length - 1;
  }
  await flush();
}

/** Drops what is older than the window, always keeping the newest message: a quiet spell sends nobody to refetch. */
export async function trimReplayWindow(db: Pick<Database, 'query'>): Promise<void> {
  await db.query(
    `DELETE FROM live_change_log WHERE published_at < now() - make_interval(secs => $1)
       AND id < (SELECT max(id) FROM live_change_log)`,
    [REPLAY_WINDOW_SECONDS],
  );
}

export type ChangeListener = (changes: LiveChange[], id: number) => void;

/** Every API process listens once and hands the changes to its own subscribers (the SSE streams). */
export async function createChangeHub(db: Database) {
  const listeners = new Set<ChangeListener>();
  const stop = await db.listen(LIVE_CHANNEL, (payload) => {
    let message: ChangeMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Number.isSafeInteger(message?.id) || !Array.isArray(message.changes)) return;
    for (const listener of listeners) listener(message.changes, message.id);
  });
  return {
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    /** What a client that had message `lastId` missed, from the window every process shares. */
    replayAfter: (lastId: number | null) => replayAfter(db, lastId),
    stop,
  };
}

export type ChangeHub = Awaited<ReturnType<typeof createChangeHub>>;
