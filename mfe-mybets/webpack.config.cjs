const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sportsbook_mybets',
  entry: {},
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
