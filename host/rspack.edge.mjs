import fs from 'node:fs';
import path from 'node:path';
import { builtinModules, createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');

/**
 * The edge, the CDN origin and the release CLI compiled to plain JavaScript (dist-edge/*.cjs), so production runs
 * `node dist-edge/edge.cjs` instead of TypeScript through tsx (`pnpm start`, `pnpm start:cluster`). Packages stay
 * in node_modules (required at run time); only this folder's TypeScript and @casino/shared's (TypeScript sources)
 * are compiled in. A separate folder from dist/: the edge serves dist/ to browsers.
 */
export function createEdgeConfig(appDir) {
  // At run time dist-edge/*.cjs requires from host/node_modules, where pnpm links exactly the host's own dependencies.
  // Those stay external; everything else is compiled in: the workspace packages (TypeScript sources) and what only they
  // depend on (typebox through @casino/contract). Deciding by resolving at build time would depend on the build's
  // NODE_PATH (pnpm's bin wrappers set one), and the edge would then fail to start under plain `node`.
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const ownDependencies = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
  const isBundled = (request) =>
    request.startsWith('.') ||
    path.isAbsolute(request) ||
    request.startsWith('@casino/') ||
    !(request.startsWith('node:') || builtinModules.includes(packageOf(request)) || ownDependencies.has(packageOf(request)));
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: 'edge',
    context: appDir,
    mode: 'production',
    target: 'node',
    devtool: 'source-map',
    entry: {
      edge: './server/edge.ts',
      'edge-cluster': './server/edge-cluster.ts',
      cdn: './server/cdn/server.ts',
      release: './server/release/cli.ts',
    },
    output: {
      path: path.join(appDir, 'dist-edge'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsPresets: { node: true },
    externals: [({ request }, callback) => (request && !isBundled(request) ? callback(undefined, `commonjs ${request}`) : callback())],
    // Real paths at run time (ssr.ts requires the host's server build next to dist/).
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
      ],
    },
    // NODE_ENV is the operator's, read at run time (production mode would bake "production" in).
    optimization: { minimize: false, splitChunks: false, nodeEnv: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.CASINO_EDGE_COMPILED': JSON.stringify('1') }),
      // The render workers' script runs in its own sandboxed process, next to the code that forks it
      // (render-workers/pool.ts: WORKER_SCRIPT beside __dirname).
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'server/render-workers/worker.cjs', to: 'worker.cjs' }] }),
    ],
    performance: false,
  };
}
