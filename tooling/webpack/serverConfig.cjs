// A remote's server build: what the shell's server runs to draw the remote's first view.
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { buildCache, buildConstants, outDirOf, sourceEditRules, typescriptRule } = require('./buildParts.cjs');

/**
 * A remote's server build, released beside its browser build (server/render.js in the same folder): the
 * shell's server renders the remote's first view with it, and this release's browser code hydrates that
 * markup. It carries everything it runs (React, the contracts, its own code) and shares nothing, so any
 * shell's server can run any release's.
 * @param {{ dir: string, name: string, entry: string }} app
 */
function createServerConfig(app) {
  return {
    name: `${app.name}_server`,
    mode: 'production',
    context: app.dir,
    entry: app.entry,
    devtool: false,
    target: 'node20',
    output: {
      path: path.join(outDirOf(app), 'server'),
      filename: 'render.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [...sourceEditRules(app), typescriptRule] },
    // Minified without mangling: a server's stack traces keep readable names.
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: false } })],
    },
    performance: { hints: false },
    cache: buildCache(app, `${app.name}_server`),
    plugins: [buildConstants(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

module.exports = { createServerConfig };
