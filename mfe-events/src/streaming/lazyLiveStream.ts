import type { SportEvent } from '@sportsbook/contracts';
import { lazyPage } from '../routing';

/**
 * The stream of a live event page, a chunk of its own: a pre-match event page (most of them) never carries
 * the player, its rules or its queries. The server build loads it as it starts, so its render never waits.
 */
export const LiveStream = lazyPage<{ event: SportEvent }>(() => import('./LiveStream').then((m) => m.LiveStream));
