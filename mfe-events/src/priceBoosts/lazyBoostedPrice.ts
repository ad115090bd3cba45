import { lazyPage } from '../routing';

/**
 * A boosted price's mark, a chunk of its own: the lists' price buttons are in every first view, and only an
 * event page with a boost draws one. The server build loads it as it starts, so its render never waits.
 */
export const BoostedPrice = lazyPage<{ was: string; now: string }>(() => import('./BoostedPrice').then((m) => m.BoostedPrice));
