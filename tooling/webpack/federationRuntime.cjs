// One Module Federation runtime per page: where its parts are, and how the remotes take them from the shell.
const path = require('node:path');
const webpack = require('webpack');

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

/** The shell's aliases: its runtime core and bundler runtime are the single copies the remotes use. */
const shellRuntimeAliases = {
  '@module-federation/runtime-core$': runtimeCoreEsm,
  '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm,
  'federation-bundler-runtime$': bundlerRuntimeFile,
  'federation-bundler-runtime/initContainerEntry$': path.join(bundlerRuntimeDir, 'initContainerEntry.js'),
};

module.exports = { sharedBundlerRuntime, shellRuntimeAliases, bundlerRuntimeVersion };
