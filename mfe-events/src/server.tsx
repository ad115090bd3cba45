import { createRemoteRenderer } from '@sportsbook/contracts/server';
import { App, rendersOnServer } from './App';

// The server build's entry (dist/server/render.js): the shell's server renders the first view with it, and
// this very release's browser build hydrates that markup.
export const render = createRemoteRenderer('events', App, { buildId: __SPORTSBOOK_BUILD_ID__ }, rendersOnServer);
