const { createRemoteConfigs } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'sportsbook_betslip',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
