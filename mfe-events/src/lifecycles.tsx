import { createRemoteLifecycles, textsAt } from '@sportsbook/contracts';
import { App } from './App';

// The build's own constants, compiled into this remote's chunk: at run time the contracts are the shell's copy.
export const { bootstrap, mount, unmount, contractVersion, buildId } = createRemoteLifecycles('events', App, {
  contractVersion: __SPORTSBOOK_CONTRACT_VERSION__,
  buildId: __SPORTSBOOK_BUILD_ID__,
  // Its own locales/<lng>.json, released with it: read from wherever this build is served.
  texts: textsAt(() => __webpack_public_path__),
});
