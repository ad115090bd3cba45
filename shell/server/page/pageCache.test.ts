import { createPageCache } from './pageCache';

interface Page {
  html: string;
  drawn: boolean;
}

/** A cache on a clock the test moves, and a composer that counts its calls and answers when told. */
function setUp() {
  let time = 0;
  const cache = createPageCache<Page>({
    freshMs: 1000,
    staleMs: 10_000,
    maxEntries: 3,
    replaces: (held, next) => next.drawn || !held.drawn,
    now: () => time,
  });
  let calls = 0;
  const pending: ((page: Page) => void)[] = [];
  const compose = () => {
    calls += 1;
    return new Promise<Page>((resolve) => pending.push(resolve));
  };
  const answer = async (page: Page) => {
    pending.shift()!(page);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    cache,
    compose,
    answer,
    calls: () => calls,
    at: (ms: number) => {
      time = ms;
    },
  };
}

const drawn = (html: string) => ({ html, drawn: true });
const undrawn = (html: string) => ({ html, drawn: false });

describe('the page cache', () => {
  it('composes a page once for everyone asking at the same time', async () => {
    const { cache, compose, answer, calls } = setUp();
    const asked = [cache.get('home', compose), cache.get('home', compose), cache.get('home', compose)];
    await answer(drawn('v1'));
    expect((await Promise.all(asked)).map((page) => page.html)).toEqual(['v1', 'v1', 'v1']);
    expect(calls()).toBe(1);
  });

  it('serves a fresh copy as it is, and a stale one while one new composition runs', async () => {
    const { cache, compose, answer, calls, at } = setUp();
    const first = cache.get('home', compose);
    await answer(drawn('v1'));
    await first;
    at(999);
    expect((await cache.get('home', compose)).html).toBe('v1');
    expect(calls()).toBe(1);
    // Past a second: the copy in hand goes out, and one composition starts for all who ask meanwhile.
    at(1500);
    expect((await cache.get('home', compose)).html).toBe('v1');
    expect((await cache.get('home', compose)).html).toBe('v1');
    expect(calls()).toBe(2);
    await answer(drawn('v2'));
    expect((await cache.get('home', compose)).html).toBe('v2');
  });

  it('keeps a drawn copy over an undrawn one until the copy is ten seconds old', async () => {
    const { cache, compose, answer, calls, at } = setUp();
    const first = cache.get('home', compose);
    await answer(drawn('drawn at 0'));
    await first;
    at(2000);
    await cache.get('home', compose);
    await answer(undrawn('the platform was slow'));
    expect((await cache.get('home', compose)).html).toBe('drawn at 0');
    expect(calls()).toBe(3);
    await answer(undrawn('still slow'));
    // Ten seconds on, the request waits for the new page, whatever it is.
    at(10_000);
    const late = cache.get('home', compose);
    await answer(undrawn('down'));
    expect((await late).html).toBe('down');
    expect((await cache.get('home', compose)).html).toBe('down');
  });

  it('keeps pages apart by key, and the most recently asked for when it is full', async () => {
    const { cache, compose, answer, calls } = setUp();
    for (const key of ['a', 'b', 'c', 'd']) {
      const page = cache.get(key, compose);
      await answer(drawn(key));
      expect((await page).html).toBe(key);
    }
    expect(calls()).toBe(4);
    expect((await cache.get('d', compose)).html).toBe('d');
    // 'a' was dropped for 'd': asked again, it is composed again.
    const again = cache.get('a', compose);
    await answer(drawn('a again'));
    expect((await again).html).toBe('a again');
    expect(calls()).toBe(5);
  });

  it('passes a failed composition on to those waiting, keeps the copy in hand, and tries again next time', async () => {
    const { cache, at } = setUp();
    await cache.get('home', async () => drawn('v1'));
    at(1500);
    const failing = () => Promise.reject(new Error('platform down'));
    expect((await cache.get('home', failing)).html).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('home', async () => drawn('v2'))).html).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('home', async () => drawn('v3'))).html).toBe('v2');
    await expect(cache.get('new', failing)).rejects.toThrow('platform down');
  });

  it('composes anew after clear', async () => {
    const { cache } = setUp();
    await cache.get('home', async () => drawn('v1'));
    cache.clear();
    expect((await cache.get('home', async () => drawn('v2'))).html).toBe('v2');
  });
});
