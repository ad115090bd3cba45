import { createRemoteLifecycles, textsAt } from '@sportsbook/contracts';
import { LiveStreamWidget } from './streaming/LiveStreamWidget';

/**
 * The side column's live-stream widget, a second exposed module of this remote that the shell mounts as a
 * parcel. The player stays with the remote that owns streaming (its rules, hls.js, its texts): the shell
 * knows only this module's name and the lifecycle contract, so the events squad releases a new player
 * without the shell being rebuilt, which putting the player in the contracts or the shell would prevent.
 */
export const { bootstrap, mount, unmount, contractVersion, buildId } = createRemoteLifecycles(
  'events',
  LiveStreamWidget,
  {
    contractVersion: __SPORTSBOOK_CONTRACT_VERSION__,
    buildId: __SPORTSBOOK_BUILD_ID__,
    texts: textsAt(() => __webpack_public_path__),
  },
  { part: 'live-stream' },
);
