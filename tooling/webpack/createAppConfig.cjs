// One webpack config for the shell and every remote, so shared singletons and loaders never drift apart: the
// shared modules (sharedModules.cjs), the federation runtime the page shares (federationRuntime.cjs), the
// pieces of every build (buildParts.cjs) and a remote's server build (serverConfig.cjs) are beside it.
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('./sharedModules.cjs');
const { bundlerRuntimeVersion, sharedBundlerRuntime, shellRuntimeAliases } = require('./federationRuntime.cjs');
const { createServerConfig } = require('./serverConfig.cjs');
const {
  LocaleFilesPlugin,
  ScriptIntegrityPlugin,
  typescriptRule,
  sourceEditRules,
  buildConstants,
  outDirOf,
  buildCache,
  precompressed,
} = require('./buildParts.cjs');

/** Where a remote's standalone build (its own federation runtime) goes, inside its release. */
const STANDALONE_DIR = 'standalone';

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, html?: boolean, htmlParameters?: Record<string,string>, entry?: string }} app
 * @param {{ ownRuntime?: boolean }} [variant] ownRuntime: the remote's standalone build (see createRemoteConfigs)
 */
function createAppConfig(app, { ownRuntime = false } = {}) {
  const isShell = Boolean(app.html);
  const plugins = [
    buildConstants(),
    new ModuleFederationPlugin({
      name: app.name,
      filename: 'remoteEntry.js',
      exposes: app.exposes ?? {},
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // One copy of the Module Federation runtime per page: the shell provides it (as a global) and every
      // remoteEntry.js uses it instead of bundling its own (about 28 KB gzip each, seven remotes).
      // A remote therefore runs only under a shell built with provideExternalRuntime.
      // Browser-only builds: the runtime's Node code paths (script loading in Node, Node fetch) are left out.
      // Remotes consume no remotes, so their bundler runtime leaves out remote loading too.
      // The standalone build of a remote carries its own runtime (see createRemoteConfigs).
      experiments: isShell
        ? { provideExternalRuntime: true, optimization: { target: 'web' } }
        : ownRuntime
          ? { optimization: { target: 'web', disableRemote: true } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
    }),
    ...(ownRuntime ? [] : sharedBundlerRuntime(isShell)),
    ...(isShell ? [] : [new ScriptIntegrityPlugin()]),
    new LocaleFilesPlugin(app.dir),
    // Precompressed beside each file, as a CDN serves them: the static servers pick .br or .gz by
    // Accept-Encoding and compress nothing at request time.
    ...precompressed(),
  ];
  if (isShell) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(app.dir, 'src/index.html'),
        publicPath: '/',
        templateParameters: app.htmlParameters,
      }),
    );
  }
  return {
    mode: 'production',
    context: app.dir,
    entry: app.entry ?? './src/index.ts',
    devtool: false,
    target: 'web',
    output: {
      path: ownRuntime ? path.join(outDirOf(app), STANDALONE_DIR) : outDirOf(app),
      // remoteEntry.js and the entry keep stable names (served no-cache); chunks carry a content hash.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: isShell ? '/' : 'auto',
      uniqueName: app.name,
      // The server build (server/) and the standalone build are written beside this one by compilers of their own.
      clean: ownRuntime ? true : { keep: new RegExp(`^(server|${STANDALONE_DIR})/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: isShell ? shellRuntimeAliases : {},
    },
    module: { rules: [...sourceEditRules(app), typescriptRule] },
    optimization: {
      // Short ids: every remote entry lists its chunks and shared fallbacks by id, and named ids (long paths)
      // cost about 1 KB gzip a container. Which chunk carries a shared package is in mf-manifest.json.
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
      // SWC minifies several times faster than terser: every remote minifies its own fallback copy of React.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    // Rebuilds of unchanged apps (every `npm start` and `npm test`) come from this cache in about a second.
    cache: buildCache(app, ownRuntime ? `${app.name}_standalone` : app.name),
    plugins,
  };
}

/**
 * A remote's two browser builds, released together. The first runs on the page's federation runtime (no copy
 * of its own: the lightest first view), and only under a page built with the same federation version. The
 * standalone build in standalone/ carries its own runtime and meets the page through the federation's
 * container interface (init, get, the share scope), which holds across versions: the shell loads it when
 * the versions differ (shell/src/remotes/releaseGate.ts), so neither side has to rebuild when the other
 * moves to another Module Federation release.
 */
function createRemoteConfigs(app) {
  return [createAppConfig(app), createAppConfig(app, { ownRuntime: true })];
}

module.exports = {
  createAppConfig,
  createRemoteConfigs,
  createServerConfig,
  outDirOf,
  shared,
  STANDALONE_DIR,
  federationRuntimeVersion: bundlerRuntimeVersion,
};
