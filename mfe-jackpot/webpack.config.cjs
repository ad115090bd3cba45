const { createRemoteConfigs } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createRemoteConfigs({
  dir: __dirname,
  name: 'sportsbook_jackpot',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
