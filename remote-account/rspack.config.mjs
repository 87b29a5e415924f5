import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig, createServerConfig } = require('@casino/shared/federation/rspack-app');

/** The account remote: exposes only from src/exposes/; `rspack serve` runs its dev shell on port 3202. */
const app = {
  appDir: dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'remote_account',
  port: 3202,
  title: 'Account remote (dev shell)',
  exposes: { './routes': './src/exposes/routes.tsx' },
};

/** Production builds also write the server build into dist/server/ (docs/server-render.md). */
export default (_env, argv) => {
  const client = createAppConfig({ ...app, mode: argv.mode });
  return argv.mode === 'production' ? [client, createServerConfig(app)] : client;
};
