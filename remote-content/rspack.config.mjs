import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig } = require('@casino/shared/federation/rspack-app');

/** The content remote: exposes only from src/exposes/; `rspack serve` runs its dev shell on port 3203. */
export default (_env, argv) =>
  createAppConfig({
    appDir: dirname(fileURLToPath(import.meta.url)),
    kind: 'remote',
    name: 'remote_content',
    port: 3203,
    mode: argv.mode,
    title: 'Content remote (dev shell)',
    exposes: { './routes': './src/exposes/routes.tsx', './fragments/chat': './src/exposes/fragments/chat.tsx' },
  });
