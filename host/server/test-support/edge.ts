import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig, type EdgeConfig } from '../config';
import { buildEdgeApp } from '../edge-app';
import type { ReleaseConfig } from '../release/config';
import type { ReleaseService } from '../release/service';
import type { RenderWorkerEvents } from '../render-workers/pool';

/**
 * A real edge over a test release (`liveRelease` in fixtures.ts, or a `testReleaseConfig` and its service), rendering
 * guests' pages on the server with a stand-in for the host's server build (`host/dist/server/main.js`, run by the
 * real render workers), listening on an ephemeral port. Its API is unreachable unless `edge.apiUrl` says otherwise.
 * Kept apart from fixtures.ts so the release units do not load the whole edge. Close `app` when done.
 */
export async function startEdge(
  { release, service }: { release: ReleaseConfig; service: ReleaseService },
  {
    serverBuild,
    edge = {},
    renderWorkerEvents,
  }: { serverBuild: string; edge?: Partial<EdgeConfig>; /** Told what the render workers' pool sees. */ renderWorkerEvents?: EventEmitter<RenderWorkerEvents> },
): Promise<{ app: FastifyInstance; url: string }> {
  fs.mkdirSync(path.join(release.hostDist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(release.hostDist, 'server', 'main.js'), serverBuild);
  const config = loadEdgeConfig({
    host: '127.0.0.1',
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    hostDist: release.hostDist,
    releaseDir: release.releaseDir,
    devHostUrl: undefined,
    retiredLocalesFallback: [],
    serverRender: true,
    publicUrl: 'http://casino.test',
    ...edge,
  });
  const app = buildEdgeApp(config, service, renderWorkerEvents ? { renderWorkerEvents } : {});
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
