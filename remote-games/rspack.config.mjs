import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig, createServerConfig } = require('@casino/shared/federation/rspack-app');

/** The games remote: exposes only from src/exposes/; `rspack serve` runs its dev shell on port 3201. */
const app = {
  appDir: dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'remote_games',
  port: 3201,
  title: 'Games remote (dev shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './fragments/jackpots': './src/exposes/fragments/jackpots.tsx',
    './fragments/home-games': './src/exposes/fragments/home-games.tsx',
    './fragments/quick-search': './src/exposes/fragments/quick-search.tsx',
  },
};

/** Production builds also write the server build into dist/server/ (docs/server-render.md). */
export default (_env, argv) => {
  const client = createAppConfig({ ...app, mode: argv.mode });
  return argv.mode === 'production' ? [client, createServerConfig(app)] : client;
};
