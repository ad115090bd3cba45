const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sportsbook_shell',
  html: true,
  // The page's styles go inline in the HTML: the first paint (the skeleton) is styled without a request.
  htmlParameters: { pageCss: readFileSync(path.join(__dirname, 'src/layout/page.css'), 'utf8') },
  entry: './src/index.ts',
});
