/** The local CDN origin's routes: immutable <remote>/<version>/ folders with CORS; it never writes. */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { acceptedEncodings, contentTypeOf, IMMUTABLE, isContentHashed, NO_STORE, resolveFile, sendableEncodings } from '../static-files';

/** What must never be cached: the manifest (the release map points at it) and an entry without a hash in its name. */
function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (name === 'mf-manifest.json' || name === 'mf-stats.json') return NO_STORE;
  if (/^remoteEntry(\.js)?/.test(name) && !isContentHashed(name)) return NO_STORE;
  return IMMUTABLE;
}


export function buildCdnApp(cdnDir: string): FastifyInstance {
  const root = path.resolve(cdnDir);
  /**
   * The file each request resolved, for its content type on the way out. Per request: `routeOptions.config` is one
   * object shared by every request of the route, so two files sent at once took each other's type (a stylesheet
   * answered as JavaScript, refused by the browser).
   */
  const fileOf = new WeakMap<FastifyRequest, string>();
  const app = Fastify({ logger: { level: process.env.CDN_LOG_LEVEL || 'warn' } });

  // @fastify/static sends the files: the build's brotli or gzip copy (preCompressed), ranges, ETag, Last-Modified.
  // It serves only what the route below resolved (serve: false), so which files exist to the world is decided here.
  void app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'allow',
    // The encoding chosen depends on Accept-Encoding: shared caches must key on it (spelt as the edge spells it).
    setHeaders: (reply: FastifyReply) => reply.header('vary', 'Accept-Encoding'),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('timing-allow-origin', '*');
    // The type of the file itself, also when its compressed copy was sent; @fastify/send's table differs from ours
    // (application/javascript, no charset on JSON), and browsers key module scripts and CSS on it.
    const file = fileOf.get(request);
    if (file && reply.statusCode < 300) reply.header('content-type', contentTypeOf(file));
  });

  app.options('/*', async (_request, reply) =>
    reply.code(204).header('access-control-allow-methods', 'GET, HEAD, OPTIONS').header('access-control-max-age', '86400').send(),
  );

  app.get('/*', async (request, reply) => {
    const urlPath = (request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const [remote, version] = urlPath.split('/');
    // Only <remote>/<version>/<file> is served; publish's in-progress folders start with a dot and stay hidden.
    const file =
      REMOTE_NAMES.includes(remote as RemoteName) && version && !version.startsWith('.') && !version.startsWith('%') ? resolveFile(root, `/${urlPath}`) : undefined;
    if (!file) return reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send('Not found');
    // Only a copy that lies in the root and still matches its file may be picked (static-files.ts sendableEncodings).
    request.headers['accept-encoding'] = sendableEncodings(root, file, acceptedEncodings(request.headers['accept-encoding'])).join(', ') || 'identity';
    fileOf.set(request, file);
    return reply.header('cache-control', cacheControlFor(file)).sendFile(path.relative(root, file));
  });

  return app;
}
