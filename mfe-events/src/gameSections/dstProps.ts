import type { DstPropsEnvironment } from '@sportsbook/contracts';

export interface DstPropsPlayer {
  /** The player's dst token from the login session (spec 1 section 3). */
  token: string;
  locale: string;
  currency: string;
}

/**
 * The dst-props frame's address: the provider's page as the deployment configures it, with the operator's id
 * there and the player's token, language and currency. The provider knows the player by that token alone:
 * the site's own session token never leaves the site.
 */
export function dstPropsFrameUrl(environment: DstPropsEnvironment, player: DstPropsPlayer): string {
  const url = new URL(environment.url);
  url.searchParams.set('operatorId', environment.operatorId);
  url.searchParams.set('token', player.token);
  url.searchParams.set('l', player.locale);
  url.searchParams.set('currency', player.currency);
  return url.toString();
}
