/**
 * `@sportsbook/contracts/server`: a remote's first view rendered on a server (see src/server/renderRemote.tsx),
 * for the remote's server entry (src/server.tsx) alone. Never in a browser build: it carries React's server
 * renderer and emotion's.
 */
export * from './src/server/renderRemote';
