const { createRemoteConfigs, createServerConfig } = require('../tooling/webpack/createAppConfig.cjs');

const app = { dir: __dirname, name: 'sportsbook_events' };

module.exports = [
  ...createRemoteConfigs({
    ...app,
    entry: {},
    exposes: { './lifecycles': './src/lifecycles.tsx', './liveStreamWidget': './src/liveStreamWidget.tsx' },
  }),
  // The first view rendered on the shell's server, hydrated by the build above.
  createServerConfig({ ...app, entry: './src/server.tsx' }),
];
