import type { LiveChange } from '@sportsbook/contracts';
import type { Database } from '../db/database';

export const LIVE_CHANNEL = 'sportsbook_live';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7000;

/** Publishes a batch of changes through LISTEN/NOTIFY, so every API process on the database sees them. */
export async function publishChanges(db: Database, changes: LiveChange[]): Promise<void> {
  let chunk: string[] = [];
  let size = 2;
  const flush = async () => {
    if (chunk.length) await db.notify(LIVE_CHANNEL, `[${chunk.join(',')}]`);
    chunk = [];
    size = 2;
  };
  for (const change of changes) {
    const json = JSON.stringify(change);
    if (size + json.length + 1 > MAX_PAYLOAD) await flush();
    chunk.push(json);
    size += json.length + 1;
  }
  await flush();
}

export type ChangeListener = (changes: LiveChange[]) => void;

/** Every API process listens once and hands the changes to its own subscribers (the SSE streams). */
export async function createChangeHub(db: Database) {
  const listeners = new Set<ChangeListener>();
  const stop = await db.listen(LIVE_CHANNEL, (payload) => {
    let changes: LiveChange[];
    try {
      changes = JSON.parse(payload);
    } catch {
      return;
    }
    for (const listener of listeners) listener(changes);
  });
  return {
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    stop,
  };
}

export type ChangeHub = Awaited<ReturnType<typeof createChangeHub>>;
