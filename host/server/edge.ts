/**
 * The edge server: `pnpm --filter host serve:edge`. Serves the host build with this visitor's release map inlined,
 * proxies /api/v1 to the platform API, and offers release control at /_release. It listens on EDGE_HOST
 * (127.0.0.1 by default: set EDGE_HOST=0.0.0.0 to serve other machines) and EDGE_PORT (3000); every variable is listed
 * in config.ts and docs/releases.md.
 */
import { loadEdgeConfig } from './config';
import { buildEdgeApp } from './edge-app';
import { loadReleaseConfig } from './release/config';
import { ReleaseService } from './release/service';

async function main(): Promise<void> {
  const config = loadEdgeConfig();
  const release = loadReleaseConfig({ releaseDir: config.releaseDir, hostDist: config.hostDist, allowedOrigins: config.remoteOrigins, cdnUrl: config.cdnUrl });
  // PostgreSQL store: migrations, first read and LISTEN before the first page (the file store has nothing to open).
  const service = await new ReleaseService(release).open();
  const app = buildEdgeApp(config, service);
  await app.listen({ host: config.host, port: config.port });
  const mode = config.devHostUrl ? `dev, page assets from ${config.devHostUrl}` : `serving ${config.hostDist}`;
  console.log(`edge ${process.pid}: release store ${service.store.kind}${release.releaseStoreUrl ? '' : ` in ${release.releaseDir}`}`);
  console.log(`edge: http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${mode}; API ${config.apiUrl}; remotes from ${config.remoteOrigins.join(', ')})`);
  const stop = () => {
    Promise.all([app.close(), service.store.close()]).then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
