// The composed pages, kept for a moment: at kick-off thousands of players open the same few pages, and each
// page is the same for all of them (it carries no player data; the session is the browser's). A page is
// served from here while fresh; a little after that the first request starts one new composition in the
// background and everyone meanwhile gets the copy in hand (stale-while-revalidate); a key is composed by one
// request at a time (coalescing).

export interface PageCacheOptions<T> {
  /** A copy younger than this is served as it is. */
  freshMs: number;
  /** A copy younger than this is served while a new one is composed; older, the request waits for the new one. */
  staleMs: number;
  /**
   * Whether a new composition replaces the copy in hand (a page whose first view the platform was too slow to
   * let the server draw does not replace a drawn copy). A copy kept so is served, while new ones are tried,
   * until it is `keepMs` old.
   */
  replaces?: (held: T, next: T) => boolean;
  keepMs?: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value?: T;
  at: number;
  composing?: Promise<T>;
  /** The last composition did not replace this copy. */
  kept?: boolean;
}

export interface PageCache<T> {
  get(key: string, compose: () => Promise<T>): Promise<T>;
  /** Drops every copy: the next request for each page composes it anew. */
  clear(): void;
}

export function createPageCache<T>({
  freshMs,
  staleMs,
  keepMs = staleMs,
  replaces = () => true,
  maxEntries,
  now = Date.now,
}: PageCacheOptions<T>): PageCache<T> {
  const entries = new Map<string, Entry<T>>();

  const remember = (key: string, entry: Entry<T>) => {
    // Newest last: the first key is the one composed longest ago.
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const compose = (key: string, entry: Entry<T> | undefined, make: () => Promise<T>): Promise<T> => {
    if (entry?.composing) return entry.composing;
    const held: Entry<T> = entry ?? { at: 0 };
    const composing = make().then(
      (next) => {
        held.composing = undefined;
        const usable = held.value !== undefined && now() - held.at < keepMs;
        if (usable && !replaces(held.value as T, next)) {
          held.kept = true;
          return held.value as T;
        }
        remember(key, { value: next, at: now() });
        return next;
      },
      (error: unknown) => {
        held.composing = undefined;
        throw error;
      },
    );
    held.composing = composing;
    if (!entry) remember(key, held);
    return composing;
  };

  return {
    get(key, make) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      const servable = entry?.kept ? keepMs : staleMs;
      if (entry?.value !== undefined && age < servable) {
        if (age >= freshMs) compose(key, entry, make).catch(() => undefined);
        return Promise.resolve(entry.value);
      }
      return compose(key, entry, make);
    },
    clear: () => entries.clear(),
  };
}
