const { createAppConfig, createServerConfig } = require('../tooling/webpack/createAppConfig.cjs');

const app = { dir: __dirname, name: 'sportsbook_events' };

module.exports = [
  createAppConfig({
    ...app,
    entry: {},
    exposes: { './lifecycles': './src/lifecycles.tsx', './liveStreamWidget': './src/liveStreamWidget.tsx' },
  }),
  // The first view rendered on the shell's server, hydrated by the build above.
  createServerConfig({ ...app, entry: './src/server.tsx' }),
];
