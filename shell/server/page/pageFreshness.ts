// How fresh a page the shell's server sends is (the README's "How fresh a page is"): the rule the page cache
// follows, in one place.
import type { ComposedPage } from './composePage';

/** A page is served as it is this long (prices in it are this old; the live stream brings the rest). */
export const PAGE_FRESH_MS = 1000;
/** A copy this old at most is served while the next one is composed. */
export const PAGE_STALE_MS = 2000;
/** A drawn copy stands in this long at most while the platform is too slow to let the server draw a new one. */
export const PAGE_KEEP_DRAWN_MS = 10_000;

type PageState = Pick<ComposedPage, 'firstView' | 'platformDown'>;

/**
 * Whether a new composition replaces the copy in hand: always, except that a page the platform was too slow
 * to let the server draw whole does not replace a drawn copy. A platform that is down gets the page out
 * undrawn but working at once.
 */
export function replacesCopy(held: PageState, next: PageState): boolean {
  return next.firstView === 'drawn' || held.firstView !== 'drawn' || next.platformDown;
}
