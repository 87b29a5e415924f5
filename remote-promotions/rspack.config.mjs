import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig } = require('@casino/shared/federation/rspack-app');

/** The promotions remote: exposes only from src/exposes/; `rspack serve` runs its dev shell on port 3204. */
export default (_env, argv) =>
  createAppConfig({
    appDir: dirname(fileURLToPath(import.meta.url)),
    kind: 'remote',
    name: 'remote_promotions',
    port: 3204,
    mode: argv.mode,
    title: 'Promotions remote (dev shell)',
    exposes: {
      './routes': './src/exposes/routes.tsx',
      './fragments/game-campaigns': './src/exposes/fragments/game-campaigns.tsx',
    },
  });
