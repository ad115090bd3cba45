import type { Database } from '../db/database';

/**
 * Live changes in the spec's short keys (spec 2 section 3): eid eventId, mid marketId, oid outcomeId,
 * mtid marketTypeId, ptid periodTypeId, s status, h hidden, clp consolidatedPrice with pp/cp prices and
 * d decimal. The other kinds are the live changes of spec 2 section 4.
 */
export type LiveChange =
  | {
      t: 'price';
      eid: number;
      mid: number;
      oid: number;
      mtid: number;
      ptid: number;
      s: string;
      h: boolean;
      clp: { pp?: { d: number }; cp: { d: number } };
    }
  | { t: 'market'; eid: number; mid: number; mtid: number; ptid: number; s: string }
  | { t: 'clock'; eid: number; clock: { minutes: number; status: string } }
  | {
      t: 'score';
      eid: number;
      scores: unknown;
      currentPeriod: string | null;
      currentPeriodAbbreviation: string | null;
      currentPeriodNumber: number | null;
    }
  | { t: 'count'; eid: number; liveOpenMarketCount: number }
  | { t: 'cricket'; eid: number; cricketOutcomes: string[] }
  | { t: 'event'; eid: number; state: 'live' | 'finished' }
  | { t: 'alert'; feed: string; active: boolean; eids: number[] };

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
