// The bare Module Federation reference of bench/lighthouse.mjs: a host and two small remotes with React
// shared as a singleton, nothing else. Built like the site (webpack, SWC, precompressed .br/.gz) and served
// by the same static servers, its figures are the floor any composition of remotes pays on this machine.
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

export const REFERENCE_PORTS = { host: 3010, ref_a: 3011, ref_b: 3012 };
const react = require(path.join(ROOT, 'shell/node_modules/react/package.json')).version;
const shared = {
  react: { singleton: true, requiredVersion: `^${react}` },
  'react-dom': { singleton: true, requiredVersion: `^${react}` },
};

function config(name, dir, federation, html) {
  return {
    mode: 'production',
    context: path.join(HERE, dir),
    entry: './index.js',
    devtool: false,
    output: { path: path.join(HERE, 'dist', dir), publicPath: html ? '/' : 'auto', uniqueName: name, clean: true },
    // React comes from the shell's dependencies: the reference adds no package to the workspace.
    resolve: { extensions: ['.jsx', '.js'], modules: [path.join(ROOT, 'shell/node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'ecmascript', jsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic' } },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        shared,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        ...federation,
      }),
      ...(html ? [new HtmlWebpackPlugin({ template: './index.html' })] : []),
      new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', test: /\.(js|html|json)$/, threshold: 1024 }),
      new CompressionPlugin({
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        filename: '[path][base].br',
        test: /\.(js|html|json)$/,
        threshold: 1024,
      }),
    ],
    performance: { hints: false },
  };
}

/** Builds the reference into bench/reference/dist/{host,remote-a,remote-b}; the remotes are read from host (the origin). */
export async function buildReference(host = 'localhost') {
  const remoteUrl = (name) => `${name}@http://${host}:${REFERENCE_PORTS[name]}/mf-manifest.json`;
  const configs = [
    config('ref_a', 'remote-a', { exposes: { './List': './List.jsx' } }),
    config('ref_b', 'remote-b', { exposes: { './List': './List.jsx' } }),
    config('ref_host', 'host', { remotes: { ref_a: remoteUrl('ref_a'), ref_b: remoteUrl('ref_b') } }, true),
  ];
  await new Promise((resolve, reject) =>
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
  return { host: path.join(HERE, 'dist/host'), ref_a: path.join(HERE, 'dist/remote-a'), ref_b: path.join(HERE, 'dist/remote-b') };
}
