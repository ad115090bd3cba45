import { FRANCO_BASE } from '@sportsbook/contracts';
import type { ThirdPartyEntry } from '@sportsbook/contracts';

/** Spec 1 section 7.2: the launch call of a provider's game, on the device-session base. */
export const GAME_LAUNCH_PATH = `${FRANCO_BASE}/accounts/me/game-launch-url`;

export interface GameLaunchRequest {
  flashClient: false;
  gameCode: string;
  integrationChannelCode: 'web' | 'mobile';
}

export function gameLaunchRequest(entry: Pick<ThirdPartyEntry, 'gameCode'>, isDesktop: boolean): GameLaunchRequest {
  return { flashClient: false, gameCode: entry.gameCode, integrationChannelCode: isDesktop ? 'web' : 'mobile' };
}

/** A visitor's demo round needs no launch call: the provider's demo page is public. */
export const demoUrl = (entry: Pick<ThirdPartyEntry, 'gameCode'>) =>
  `/api/games/${encodeURIComponent(entry.gameCode)}/play?mode=demo`;

/**
 * What the frame may do: run the game's own script, nothing else (no access to the site's storage or
 * cookies, no top navigation, no pop-ups).
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts';
