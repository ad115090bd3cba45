const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sportsbook_betslip',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
