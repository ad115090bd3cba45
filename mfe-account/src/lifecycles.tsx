import { createRemoteLifecycles } from '@sportsbook/contracts';
import { App } from './App';

export const { bootstrap, mount, unmount, contractVersion } = createRemoteLifecycles('account', App);
