const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sportsbook_events',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx', './liveStreamWidget': './src/liveStreamWidget.tsx' },
});
