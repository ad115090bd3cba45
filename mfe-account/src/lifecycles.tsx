import { createRemoteLifecycles } from '@sportsbook/contracts';
import { App } from './App';

// The build's own constants, compiled into this remote's chunk: at run time the contracts are the shell's copy.
export const { bootstrap, mount, unmount, contractVersion, buildId } = createRemoteLifecycles('account', App, {
  contractVersion: __SPORTSBOOK_CONTRACT_VERSION__,
  buildId: __SPORTSBOOK_BUILD_ID__,
});
