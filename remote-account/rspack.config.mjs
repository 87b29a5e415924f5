import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig } = require('@casino/shared/federation/rspack-app');

/** The account remote: exposes only from src/exposes/; `rspack serve` runs its dev shell on port 3202. */
export default (_env, argv) =>
  createAppConfig({
    appDir: dirname(fileURLToPath(import.meta.url)),
    kind: 'remote',
    name: 'remote_account',
    port: 3202,
    mode: argv.mode,
    title: 'Account remote (dev shell)',
    exposes: { './routes': './src/exposes/routes.tsx' },
  });
