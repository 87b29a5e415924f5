import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig, createServerConfig } = require('@casino/shared/federation/rspack-app');

/** The promotions remote: exposes only from src/exposes/; `rspack serve` runs its dev shell on port 3204. */
const app = {
  appDir: dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'remote_promotions',
  port: 3204,
  title: 'Promotions remote (dev shell)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './fragments/game-campaigns': './src/exposes/fragments/game-campaigns.tsx',
  },
};

/** Production builds also write the server build into dist/server/ (docs/server-render.md). */
export default (_env, argv) => {
  const client = createAppConfig({ ...app, mode: argv.mode });
  return argv.mode === 'production' ? [client, createServerConfig(app)] : client;
};
