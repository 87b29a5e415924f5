/** The local CDN origin's routes: immutable <remote>/<version>/ folders with CORS; it never writes. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { acceptedEncodings, contentTypeOf, encodedFile, encodingHeaders, IMMUTABLE, isContentHashed, NO_STORE, resolveFile } from '../static-files';

/** What must never be cached: the manifest (the release map points at it) and an entry without a hash in its name. */
function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name === 'mf-manifest.json' || name === 'mf-stats.json') return NO_STORE;
  if (/^remoteEntry(\.js)?/.test(name) && !isContentHashed(name)) return NO_STORE;
  return IMMUTABLE;
}

export function buildCdnApp(cdnDir: string): FastifyInstance {
  const root = path.resolve(cdnDir);
  const app = Fastify({ logger: { level: process.env.CDN_LOG_LEVEL || 'warn' } });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('timing-allow-origin', '*');
  });

  app.options('/*', async (_request, reply) =>
    reply.code(204).header('access-control-allow-methods', 'GET, HEAD, OPTIONS').header('access-control-max-age', '86400').send(),
  );

  app.get('/*', async (request, reply) => {
    const urlPath = (request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const [remote, version] = urlPath.split('/');
    // Only <remote>/<version>/<file> is served; publish's in-progress folders start with a dot and stay hidden.
    const file =
      REMOTE_NAMES.includes(remote as RemoteName) && version && !version.startsWith('.') ? resolveFile(root, `/${urlPath}`) : undefined;
    if (!file) return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not found');
    // The build writes brotli and gzip copies next to each text file (shared/federation/rspack-app.cjs): no work per request.
    const sent = encodedFile(file, acceptedEncodings(request.headers['accept-encoding']));
    return reply
      .header('cache-control', cacheControlFor(file))
      .type(contentTypeOf(file))
      .headers(encodingHeaders(file, sent))
      .send(fs.createReadStream(sent.path));
  });

  return app;
}
