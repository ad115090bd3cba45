const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sportsbook_account',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
