// One webpack config for the shell and every remote, so shared singletons and loaders never drift apart.
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const contracts = require('../../shared-contracts/package.json');

/**
 * The shell's federation runtime imports runtime-core as ESM; the plugin that hands it to the remotes
 * (provideExternalRuntime) requires it as CommonJS. Both must be one module, or the shell ships it twice.
 */
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
const runtimeCoreEsm = path.join(
  path.dirname(require.resolve('@module-federation/runtime-core', { paths: [enhancedDir] })),
  'index.js',
);

/**
 * One federation bundler runtime per page: the shell's federation entry puts its own on the page
 * (bundlerRuntime/provide.mjs) and each remote's light build takes it from there (bundlerRuntime/consume.mjs)
 * instead of bundling a copy, as externalRuntime does for the runtime core. The page loads a light build
 * only under the federation version it was built with (its manifest says which); under any other, the
 * remote's standalone build (see createRemoteConfigs). The light build still checks the version it finds.
 */
const runtimeToolsDir = path.dirname(require.resolve('@module-federation/runtime-tools', { paths: [enhancedDir] }));
const bundlerRuntimeFile = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [runtimeToolsDir],
});
const bundlerRuntimeDir = path.dirname(bundlerRuntimeFile);
const bundlerRuntimeVersion = JSON.parse(
  require('node:fs').readFileSync(path.join(bundlerRuntimeDir, '../package.json'), 'utf8'),
).version;

function sharedBundlerRuntime(isShell) {
  const standIn = path.join(__dirname, 'bundlerRuntime', isShell ? 'provide.mjs' : 'consume.mjs');
  return [
    new webpack.DefinePlugin({ FEDERATION_BUNDLER_RUNTIME_VERSION: JSON.stringify(bundlerRuntimeVersion) }),
    // Only the federation entry's import is replaced: the shell's stand-in imports the real one.
    new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, (resource) => {
      if (/[\\/]\.federation[\\/]entry\.[^\\/]+\.js$/.test(resource.contextInfo?.issuer ?? '')) resource.request = standIn;
    }),
  ];
}

// The version is given, not detected: for subpath keys ('@emotion/react/') detection finds none.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, version: requiredVersion.replace(/^\^/, '') });
const reactVersion = contracts.dependencies.react;

/** Shared singletons of the architecture (plus TanStack Query, whose context the contracts' lifecycles provide). */
const shared = {
  react: singleton(`^${reactVersion}`),
  'react/': singleton(`^${reactVersion}`),
  'react-dom': singleton(`^${reactVersion}`),
  'react-dom/': singleton(`^${reactVersion}`),
  '@emotion/react': singleton(`^${contracts.dependencies['@emotion/react']}`),
  '@emotion/react/': singleton(`^${contracts.dependencies['@emotion/react']}`),
  i18next: singleton(`^${contracts.dependencies.i18next}`),
  'react-i18next': singleton(`^${contracts.dependencies['react-i18next']}`),
  zustand: singleton(`^${contracts.dependencies.zustand}`),
  // Its middleware (persist) holds no state of its own: a shared module is never tree-shaken, and shared it
  // loaded whole (devtools, redux, ...) on every first view; each app now bundles the persist it uses.
  'zustand/': { ...singleton(`^${contracts.dependencies.zustand}`), exclude: { request: /^middleware$/ } },
  '@tanstack/react-query': singleton(`^${contracts.dependencies['@tanstack/react-query']}`),
  '@sportsbook/contracts': { singleton: true, version: contracts.version, requiredVersion: `^${contracts.version}` },
};

/**
 * The app's texts (src/locales/<lng>.json) released with it as plain JSON beside its remote entry,
 * locales/<lng>.json: fetched per language at run time (no JS chunk, nothing on the JS budget), and read
 * by the shell's server to put the first view's language inline. Names stay stable (served no-cache,
 * like the manifest): a release with a new text changes that file only.
 */
class LocaleFilesPlugin {
  constructor(dir) {
    // SPORTSBOOK_LOCALES_DIR: the texts of a release built apart (the release journey's changed copy).
    this.dir = process.env.SPORTSBOOK_LOCALES_DIR || path.join(dir, 'src/locales');
  }

  apply(compiler) {
    const fs = require('node:fs');
    compiler.hooks.thisCompilation.tap('LocaleFilesPlugin', (compilation) => {
      compilation.contextDependencies.add(this.dir);
      compilation.hooks.processAssets.tap(
        { name: 'LocaleFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir).filter((name) => /^[a-z]{2}\.json$/.test(name))) {
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            const texts = JSON.stringify(JSON.parse(fs.readFileSync(full, 'utf8')));
            compilation.emitAsset(`locales/${file}`, new webpack.sources.RawSource(texts));
          }
        },
      );
    });
  }
}

/** Where a remote's standalone build (its own federation runtime) goes, inside its release. */
const STANDALONE_DIR = 'standalone';

/**
 * A remote's chunks load with the integrity the shell found for them in the release's manifest
 * (shell/src/remotes/releaseIntegrity.ts puts the lookup on the page), through webpack's own hook for the
 * script elements it creates. Pages without the lookup load chunks as before.
 */
class ScriptIntegrityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ScriptIntegrityPlugin', (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ScriptIntegrityPlugin',
        (source) =>
          `${source}\nvar integrity = self.__sbIntegrity && self.__sbIntegrity(url);\n` +
          'if (integrity) { script.integrity = integrity; script.crossOrigin = "anonymous"; }',
      );
    });
  }
}

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** TypeScript and JSX (emotion's css prop) through SWC, for the browser and the server builds alike. */
const typescriptRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      },
    },
  },
};

/**
 * SPORTSBOOK_SOURCE_EDITS: a release built with changed source lines, `[{ file, replace, with }]` with `file`
 * relative to the app (the release drills), applied before the TypeScript rule.
 */
function sourceEditRules(app) {
  const edits = JSON.parse(process.env.SPORTSBOOK_SOURCE_EDITS || '[]');
  return edits.map(({ file, ...edit }) => ({
    test: path.join(app.dir, file),
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'sourceEditLoader.cjs'), options: { edits: [edit] } }],
  }));
}

/** What every build of an app compiles in: the contracts it speaks and which release it is. */
function buildConstants() {
  return new webpack.DefinePlugin({
    __SPORTSBOOK_CONTRACT_VERSION__: JSON.stringify(process.env.SPORTSBOOK_CONTRACT_VERSION_OVERRIDE || contracts.version),
    __SPORTSBOOK_BUILD_ID__: JSON.stringify(process.env.SPORTSBOOK_BUILD_ID || 'local'),
  });
}

/** Where an app's build goes: SPORTSBOOK_OUT_DIR builds a release elsewhere (a second build served beside the first). */
const outDirOf = (app) => process.env.SPORTSBOOK_OUT_DIR || path.join(app.dir, 'dist');

/** The filesystem cache of one build of an app: rebuilds of unchanged apps take about a second. */
function buildCache(app, name) {
  return {
    type: 'filesystem',
    name: [
      process.env.SPORTSBOOK_BUILD_ID || 'local',
      process.env.SPORTSBOOK_CONTRACT_VERSION_OVERRIDE || contracts.version,
      ...(process.env.SPORTSBOOK_SOURCE_EDITS
        ? [require('node:crypto').createHash('sha256').update(process.env.SPORTSBOOK_SOURCE_EDITS).digest('hex').slice(0, 12)]
        : []),
    ].join('-'),
    cacheDirectory: path.join(__dirname, '../../node_modules/.cache/webpack', name),
    buildDependencies: { config: [__filename, path.join(app.dir, 'webpack.config.cjs')] },
  };
}

function precompressed() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
      minRatio: 0.9,
      threshold: 1024,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
      minRatio: 0.9,
      threshold: 1024,
    }),
  ];
}

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
      alias: isShell
        ? {
            '@module-federation/runtime-core$': runtimeCoreEsm,
            '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm,
            'federation-bundler-runtime$': bundlerRuntimeFile,
            'federation-bundler-runtime/initContainerEntry$': path.join(bundlerRuntimeDir, 'initContainerEntry.js'),
          }
        : {},
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

module.exports = {
  createAppConfig,
  createRemoteConfigs,
  createServerConfig,
  outDirOf,
  shared,
  STANDALONE_DIR,
  federationRuntimeVersion: bundlerRuntimeVersion,
};
