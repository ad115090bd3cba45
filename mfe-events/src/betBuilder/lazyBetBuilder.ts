import type { SportEvent } from '@sportsbook/contracts';
import { lazyPage } from '../routing';

/**
 * The bet builder, a chunk of its own: an event page's first view shows its markets, and the builder's picker,
 * its quotes and its ready-made builders load when the player opens the tab (or points at it). The server build
 * loads it as it starts.
 */
export const BetBuilder = lazyPage<{ event: SportEvent }>(() => import('./BetBuilder').then((m) => m.BetBuilder));
