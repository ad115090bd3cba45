import type { PlayerSettings } from '../domain/player';

/** A GET the shell starts for a remote before the remote has loaded: as the remote's API client asks for it. */
export interface FirstViewRequest {
  path: string;
  params: object;
}

/**
 * The events release's first requests of a page, as its own server build tells the shell's server (see the
 * events remote's firstView/firstViewPlan.ts), carried in the page's boot data: the shell starts them with
 * the boot and the remote takes their answers. They assume a player's layout and sort (a visitor's, as the
 * server draws): a browser whose player chose others leaves them to the remote.
 */
export interface FirstViewPlan {
  requests: FirstViewRequest[];
  assumes: Pick<PlayerSettings, 'layout' | 'sortBy'>;
}
