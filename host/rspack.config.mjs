import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEdgeConfig } from './rspack.edge.mjs';

const require = createRequire(import.meta.url);
const { createAppConfig, createServerConfig, createStarterConfig } = require('@casino/shared/federation/rspack-app');

/** The host: no static remotes; host/src/remotes registers them from the release map the edge inlines. */
const app = {
  appDir: dirname(fileURLToPath(import.meta.url)),
  kind: 'host',
  name: 'host',
  port: 3200,
  title: 'Casino',
};

/**
 * Production builds also write the server build into dist/server/ and the server-rendered page's starter script
 * (src/start.ts) into dist/assets (docs/server-render.md), and the edge itself, compiled, into dist-edge/.
 */
export default (_env, argv) => {
  const client = createAppConfig({ ...app, mode: argv.mode });
  return argv.mode === 'production' ? [client, createServerConfig(app), createStarterConfig(app), createEdgeConfig(app.appDir)] : client;
};
