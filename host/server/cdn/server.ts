/**
 * The local CDN origin: `pnpm --filter host serve:cdn`, env CDN_PORT (3100), CDN_HOST (localhost: both IPv4 and IPv6
 * loopback, since CDN_URL says localhost), CDN_DIR (<repo>/.var/cdn). Serves the immutable <remote>/<version>/ folders
 * written by `pnpm release publish`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot, intFromEnv } from '../paths';
import { buildCdnApp } from './app';

async function main(): Promise<void> {
  const cdnDir = path.resolve(process.env.CDN_DIR || path.join(findRepoRoot(), '.var', 'cdn'));
  fs.mkdirSync(cdnDir, { recursive: true });
  const host = process.env.CDN_HOST || 'localhost';
  const port = intFromEnv('CDN_PORT', 3100);
  const app = buildCdnApp(cdnDir);
  await app.listen({ host, port });
  console.log(`cdn: http://${host}:${port} serving ${cdnDir}`);
  const stop = () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
