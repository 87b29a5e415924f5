import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createAppConfig } = require('@casino/shared/federation/rspack-app');

/** The host: no static remotes; host/src/remotes registers them from the release map the edge inlines. */
export default (_env, argv) =>
  createAppConfig({
    appDir: dirname(fileURLToPath(import.meta.url)),
    kind: 'host',
    name: 'host',
    port: 3200,
    mode: argv.mode,
    title: 'Casino',
  });
