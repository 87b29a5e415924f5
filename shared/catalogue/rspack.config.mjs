import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');
const here = dirname(fileURLToPath(import.meta.url));

/**
 * The component catalogue (dev only, never deployed): every @casino/shared/ui component in every state, in the ten
 * languages. `pnpm catalogue` serves it on CATALOGUE_PORT (3290); `pnpm build` writes catalogue/dist for the
 * screenshot tests (e2e/catalogue.spec.ts). A plain single-page build: no federation, React bundled in.
 */
export default (_env, argv) => {
  const dev = argv.mode !== 'production';
  return {
    context: here,
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'cheap-module-source-map' : false,
    entry: { catalogue: './index.tsx' },
    output: { path: join(here, 'dist'), publicPath: 'auto', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: dev } }, target: 'es2020' } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: join(here, 'index.html') }),
      // The API's artwork, drawn by its generators into catalogue/artwork (`pnpm --filter api artwork:samples`).
      new rspack.CopyRspackPlugin({ patterns: [{ from: join(here, 'artwork'), to: 'artwork' }] }),
    ],
    performance: false,
    devServer: { port: Number(process.env.CATALOGUE_PORT || 3290), hot: true, historyApiFallback: true },
  };
};
