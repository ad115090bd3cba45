import { memoryStorage } from './safeStorage';

/** safeStorage decides once per page, so each case loads a fresh copy of the module. */
function freshSafeStorage(): typeof import('./safeStorage').safeStorage {
  let loaded!: typeof import('./safeStorage');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./safeStorage');
  });
  return loaded.safeStorage;
}

describe('safeStorage', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  afterEach(() => Object.defineProperty(window, 'localStorage', original));

  it("is the browser's storage when the page may use it", () => {
    expect(freshSafeStorage()('local')).toBe(window.localStorage);
    expect(freshSafeStorage()('session')).toBe(window.sessionStorage);
  });

  it('is a working memory storage when reading storage throws, as in a frame on another site', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const storage = freshSafeStorage()('local');
    storage.setItem('sb-theme', 'dark');
    expect(storage.getItem('sb-theme')).toBe('dark');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('sb-theme');
    storage.removeItem('sb-theme');
    expect(storage.getItem('sb-theme')).toBeNull();
  });

  it('falls back too when the storage is there but refuses writes (storage full or disabled)', () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => refusing });
    const storage = freshSafeStorage()('local');
    expect(storage).not.toBe(refusing);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
  });
});
