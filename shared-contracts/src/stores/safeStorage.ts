/**
 * The browser's local or session storage when this page may use it, else a stand-in in memory for the
 * page's life. A browser refuses storage to a frame on another site when the player blocks third-party
 * data (reading `window.localStorage` then throws a SecurityError): a partner embedding the sportsbook
 * must still get a working page, only without what a reload would remember.
 */
export function safeStorage(kind: 'local' | 'session' = 'local'): Storage {
  return (chosen[kind] ??= usable(kind) ?? memoryStorage());
}

const chosen: Partial<Record<'local' | 'session', Storage>> = {};

function usable(kind: 'local' | 'session'): Storage | null {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__sb_storage_probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** A Storage that keeps its items in a Map. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
