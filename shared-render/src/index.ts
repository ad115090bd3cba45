/**
 * `@sportsbook/server-render`: a remote's first view rendered on a server, for the remote's server entry
 * (src/server.tsx) alone. Never in a browser build (lint holds it to that): it carries React's server renderer
 * and emotion's. The shell's server reads its request and result types.
 */
export * from './renderRemote';
