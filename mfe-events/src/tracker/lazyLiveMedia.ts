import type { SportEvent } from '@sportsbook/contracts';
import { lazyPage } from '../routing';

/**
 * The match tracker (and the stream beside it) of a live event page, a chunk of its own: no page's first view
 * but a live event's carries it. The server build loads it as it starts, so its render never waits.
 */
export const LiveMedia = lazyPage<{ event: SportEvent }>(() => import('./LiveMedia').then((m) => m.LiveMedia));
