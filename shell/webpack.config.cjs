const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'sportsbook_shell', html: true, entry: './src/index.ts' });
