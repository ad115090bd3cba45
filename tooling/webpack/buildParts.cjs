// The pieces every build of an app is made of (browser, standalone and server builds alike).
const path = require('node:path');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { contractVersion } = require('./sharedModules.cjs');

/** The files of the build configuration: a change to any of them invalidates the build caches. */
const CONFIG_FILES = [
  'createAppConfig.cjs',
  'buildParts.cjs',
  'sharedModules.cjs',
  'federationRuntime.cjs',
  'serverConfig.cjs',
].map((file) => path.join(__dirname, file));

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
        // Emotion's own compile step: each css`` rule is minified at build time (no comments, indentation or
        // line breaks shipped in the bundle) and marked pure, so an unused rule is dropped with its module's
        // other dead code. Labels stay off: class names name no source file.
        experimental: {
          plugins: [['@swc/plugin-emotion', { sourceMap: false, autoLabel: 'never' }]],
          cacheRoot: path.join(__dirname, '../../node_modules/.cache/swc'),
        },
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
    __SPORTSBOOK_CONTRACT_VERSION__: JSON.stringify(process.env.SPORTSBOOK_CONTRACT_VERSION_OVERRIDE || contractVersion),
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
      process.env.SPORTSBOOK_CONTRACT_VERSION_OVERRIDE || contractVersion,
      ...(process.env.SPORTSBOOK_SOURCE_EDITS
        ? [require('node:crypto').createHash('sha256').update(process.env.SPORTSBOOK_SOURCE_EDITS).digest('hex').slice(0, 12)]
        : []),
    ].join('-'),
    cacheDirectory: path.join(__dirname, '../../node_modules/.cache/webpack', name),
    buildDependencies: { config: [...CONFIG_FILES, path.join(app.dir, 'webpack.config.cjs')] },
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

module.exports = {
  LocaleFilesPlugin,
  ScriptIntegrityPlugin,
  typescriptRule,
  sourceEditRules,
  buildConstants,
  outDirOf,
  buildCache,
  precompressed,
};
