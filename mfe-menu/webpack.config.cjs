const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sportsbook_menu',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
