const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../tooling/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sportsbook_shell',
  html: true,
  // The page's styles go inline in the HTML: the first paint (the skeleton) is styled without a request. The
  // design system's theme tokens come first: the page's own styles and every remote read them.
  htmlParameters: {
    pageCss: ['../shared-ui/src/theme/tokens.css', 'src/layout/page.css']
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
      .join(''),
  },
  entry: './src/index.ts',
});
