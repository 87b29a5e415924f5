/**
 * A second process for the concurrency tests: `tsx switch-worker.ts <root> <cdnUrl> <versions comma list> [loop]`.
 * Switches games to each listed version in turn through the real service (checks, lock, atomic write, audit);
 * with "loop" it keeps going until killed, printing one line per committed change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseService } from '../release/service';
import { testReleaseConfig } from './fixtures';

async function main(): Promise<void> {
  const [root = '', cdnUrl = '', list = '', loop] = process.argv.slice(2);
  const config = testReleaseConfig(root, { cdnUrl, hostDist: path.join(root, 'host-dist') });
  // Manifests are read from the CDN folder the origin would serve, so the checks run for real without a server.
  const service = new ReleaseService(config, {
    fetchManifest: async (url) => ({ status: 200, body: fs.readFileSync(path.join(config.cdnDir, ...url.slice(cdnUrl.length + 1).split('/'))) }),
  });
  const versions = list.split(',');
  let done = 0;
  do {
    for (const version of versions) {
      const result = await service.switchLive('games', version, { actor: `worker-${process.pid}`, reason: `switch ${done}` });
      done += 1;
      if (loop) process.stdout.write(`${result.revision}\n`);
    }
  } while (loop);
  process.stdout.write(`done ${done}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
