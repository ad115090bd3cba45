import type { ComposedPage } from './composePage';
import { createPageCache } from './pageCache';
import { PAGE_FRESH_MS, PAGE_KEEP_DRAWN_MS, PAGE_STALE_MS, replacesCopy } from './pageFreshness';

type Page = ComposedPage;

/** A cache on a clock the test moves, and a composer that counts its calls and answers when told. */
function setUp() {
  let time = 0;
  const cache = createPageCache<Page>({
    freshMs: PAGE_FRESH_MS,
    staleMs: PAGE_STALE_MS,
    keepMs: PAGE_KEEP_DRAWN_MS,
    replaces: replacesCopy,
    maxEntries: 3,
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
  const html = async (key: string) => (await cache.get(key, compose)).html;
  return { cache, compose, answer, html, calls: () => calls, at: (ms: number) => void (time = ms) };
}

const drawn = (html: string): Page => ({ html, firstView: 'drawn', platformDown: false, status: 200, contentSecurityPolicy: '' });
/** The platform answered, too slowly for the server to draw the first view whole. */
const slow = (html: string): Page => ({
  html,
  firstView: 'partial',
  platformDown: false,
  status: 200,
  contentSecurityPolicy: '',
});
const down = (html: string): Page => ({ html, firstView: 'browser', platformDown: true, status: 200, contentSecurityPolicy: '' });

describe('which copy of a page goes out', () => {
  it.each([
    // [held, next, replaced]
    ['drawn', 'drawn', false, true],
    ['drawn', 'partial', false, false],
    ['drawn', 'browser', false, false],
    ['drawn', 'browser', true, true],
    ['partial', 'browser', false, true],
    ['browser', 'partial', false, true],
  ] as const)('a %s copy is replaced by a %s one (platform down: %s): %s', (held, next, platformDown, replaced) => {
    expect(replacesCopy({ firstView: held, platformDown: false }, { firstView: next, platformDown })).toBe(replaced);
  });
});

describe('the page cache', () => {
  it('composes a page once for everyone asking at the same time', async () => {
    const { cache, compose, answer, calls } = setUp();
    const asked = [cache.get('home', compose), cache.get('home', compose), cache.get('home', compose)];
    await answer(drawn('v1'));
    expect((await Promise.all(asked)).map((page) => page.html)).toEqual(['v1', 'v1', 'v1']);
    expect(calls()).toBe(1);
  });

  it('serves a fresh copy as it is, a just-stale one while one new composition runs, and waits past that', async () => {
    const { answer, html, calls, at } = setUp();
    const first = html('home');
    await answer(drawn('v1'));
    expect(await first).toBe('v1');
    at(999);
    expect(await html('home')).toBe('v1');
    expect(calls()).toBe(1);
    // Past a second: the copy in hand goes out, and one composition starts for all who ask meanwhile.
    at(1500);
    expect([await html('home'), await html('home')]).toEqual(['v1', 'v1']);
    expect(calls()).toBe(2);
    await answer(drawn('v2'));
    expect(await html('home')).toBe('v2');
    // Two seconds after v2 nobody gets it any more: the request waits for the next page.
    at(3500);
    const late = html('home');
    await answer(drawn('v3'));
    expect(await late).toBe('v3');
  });

  it('keeps a drawn copy while the platform is too slow to draw a new one, up to ten seconds', async () => {
    const { answer, html, calls, at } = setUp();
    const first = html('home');
    await answer(drawn('drawn at 0'));
    await first;
    at(1500);
    expect(await html('home')).toBe('drawn at 0');
    await answer(slow('undrawn at 1.5 s'));
    // Past the two seconds a copy is normally served, the kept copy still goes out at once.
    at(5000);
    expect(await html('home')).toBe('drawn at 0');
    await answer(slow('undrawn at 5 s'));
    expect(calls()).toBe(3);
    // Ten seconds on, the request waits for the new page, whatever it is.
    at(10_000);
    const late = html('home');
    await answer(slow('undrawn at 10 s'));
    expect(await late).toBe('undrawn at 10 s');
  });

  it('replaces a drawn copy at once when the platform is down: the page goes out undrawn but working', async () => {
    const { answer, html, at } = setUp();
    const first = html('home');
    await answer(drawn('drawn'));
    await first;
    at(1500);
    await html('home');
    await answer(down('platform down'));
    expect(await html('home')).toBe('platform down');
  });

  it('keeps pages apart by key, and the most recently composed when it is full', async () => {
    const { answer, html, calls } = setUp();
    for (const key of ['a', 'b', 'c', 'd']) {
      const page = html(key);
      await answer(drawn(key));
      expect(await page).toBe(key);
    }
    expect(calls()).toBe(4);
    expect(await html('d')).toBe('d');
    // 'a' was dropped for 'd': asked again, it is composed again.
    const again = html('a');
    await answer(drawn('a again'));
    expect(await again).toBe('a again');
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
