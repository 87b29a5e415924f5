// @ts-check
/**
 * The rspack 2 + Module Federation build of the five front-end apps, so the host and the remotes cannot drift apart
 * in how they compile, share and emit. Each app's rspack.config.mjs calls one of these with its own name and exposes.
 *
 * - Host: publicPath '/', content-hashed assets, index.html, NO static remotes (the edge inlines the release map and
 *   host/src/remotes registers them at run time), shareStrategy 'loaded-first'.
 * - Remote: publicPath 'auto' (one build serves from any versioned CDN folder), mf-manifest.json and federated types,
 *   exposes only from src/exposes/, and a standalone dev shell page that loads main only (never its own remoteEntry,
 *   TOOLCHAIN.md: two federation runtimes otherwise).
 * - Dev (`rspack serve`): Fast Refresh. Across the federation boundary the host publishes its react-refresh runtime
 *   on window and the remotes alias react-refresh/runtime to a file that uses it (TOOLCHAIN.md), see refresh-runtime.cjs.
 */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const ReactRefreshPlugin = require('@rspack/plugin-react-refresh').default ?? require('@rspack/plugin-react-refresh');
const { sharedDependencies } = require('./shared-deps.cjs');

/**
 * Deep imports of @casino/shared's stateful parts ('@casino/shared/api/client', '@casino/shared/session/contract', ...)
 * are rewritten to the root entry BEFORE federation matches shared modules, so they get the one shared instance
 * instead of a private copy (a second API client, a second SessionContext). The root re-exports all of them.
 * Stateless paths (the wire contract, the release contract, build and jest helpers) stay as written.
 */
const SHARED_DEEP_SINGLETON_REQUEST = /^@casino\/shared\/(?:index|api\/client|session\/.+|i18n\/.+|ui\/.+|routing\/.+|platform\/.+)$/;

/** CASINO_EXTERNAL_RUNTIME=0 builds every remote with its own runtime copy again (for comparison or a standalone page). */
const EXTERNAL_RUNTIME = process.env.CASINO_EXTERNAL_RUNTIME !== '0';

const API_PROXY_TARGET = process.env.API_URL || 'http://127.0.0.1:4000';

/** @param {boolean} dev @param {boolean} refresh */
function swcRule(dev, refresh) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {{ appDir: string, kind: 'host' | 'remote', name: string, port: number,
 *           exposes?: Record<string, string>, mode?: string, title?: string }} options
 */
function createAppConfig({ appDir, kind, name, port, exposes = {}, mode, title }) {
  const dev = (mode ?? process.env.NODE_ENV) === 'development';
  const isHost = kind === 'host';
  for (const file of Object.values(exposes)) {
    if (!file.replace(/^\.\//, '').startsWith('src/exposes/')) {
      throw new Error(`${name}: exposes must come from src/exposes/ (got ${file}); the rest of a remote is private`);
    }
  }

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    context: appDir,
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: dev ? '[name].js' : 'assets/[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : 'assets/[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : 'assets/[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : 'assets/[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        swcRule(dev, dev),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        templateParameters: { title: title ?? name },
        // The remote's own page is its dev shell: main only, never its remoteEntry (two runtimes otherwise).
        chunks: ['main'],
      }),
      new rspack.NormalModuleReplacementPlugin(SHARED_DEEP_SINGLETON_REQUEST, '@casino/shared'),
      new rspack.DefinePlugin({ 'process.env.CASINO_APP': JSON.stringify(name) }),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' }
          : {
              filename: 'remoteEntry.js',
              exposes,
              manifest: { fileName: 'mf-manifest.json' },
            }),
        shared: sharedDependencies(appDir),
        dts: isHost
          ? false
          : {
              generateTypes: { compileInChildProcess: false, abortOnError: false, extractThirdParty: false },
              consumeTypes: false,
              tsConfigPath: path.join(appDir, 'tsconfig.json'),
            },
        dev: dev ? { disableDynamicRemoteTypeHints: true } : false,
        // Production: one federation runtime on the page, the host's; each remoteEntry then drops its own copy
        // (TOOLCHAIN.md: about 17 KB gzip less per remote). Development keeps a runtime in every build so a remote's
        // dev shell runs alone.
        ...(EXTERNAL_RUNTIME && !dev ? { experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true } } : {}),
      }),
      dev && new ReactRefreshPlugin({ exclude: [/node_modules/] }),
    ].filter(Boolean),
    optimization: { splitChunks: dev ? false : undefined },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api/v1'], target: API_PROXY_TARGET, changeOrigin: true }],
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    },
  };
  return config;
}

module.exports = { createAppConfig };
