const { createRemoteConfigs } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'sportsbook_menu',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
