import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import type { TokenGrant } from './config';
import { DEFAULT_OVERRIDE_MINUTES } from './override';
import { drainRefusedBody } from '../proxy';
import { PUBLISH_CONTENT_TYPE, readPublishUpload } from './publish-upload';
import { AccessError, authenticate, requirePublisherOf, requireReleaseManager } from './roles';
import { isRemoteName, ReleaseError, type ReleaseService } from './service';
import { StoreUnavailableError } from './store';


type RemoteParams = { remote: string };

function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { status: 'error', errors: [{ field: '', message }], ...extra };
}

function remoteParam(request: FastifyRequest): RemoteName {
  const { remote } = request.params as RemoteParams;
  if (!isRemoteName(remote)) throw new ReleaseError(404, `unknown remote "${remote}" (one of ${REMOTE_NAMES.join(', ')})`);
  return remote;
}

/** If-Match: "7" (the ETag of /status) or 7. Every change must say which revision it was based on. */
function expectedRevision(request: FastifyRequest): number {
  const raw = request.headers['if-match'];
  if (!raw) throw new ReleaseError(428, 'If-Match with the map revision you based this change on is required (see the ETag of /_release/api/status)');
  const value = Number(String(raw).replace(/^W\//, '').replace(/"/g, '').trim());
  if (!Number.isInteger(value) || value < 0) throw new ReleaseError(400, `If-Match "${raw}" is not a map revision`);
  return value;
}

function stringField(body: unknown, name: string, required = true): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw new ReleaseError(400, `body.${name} is required`);
    return undefined;
  }
  if (typeof value !== 'string' || value.length > 500) throw new ReleaseError(400, `body.${name} must be a string`);
  return value;
}

const boolField = (body: unknown, name: string) => (body as Record<string, unknown> | undefined)?.[name] === true;

export interface ReleaseRoutesOptions {
  /** The tokens valid now (re-read after a rotation). */
  grants: () => TokenGrant[];
  /** The edge's configured public address (EDGE_PUBLIC_URL): override links point at it, never at the Host header. */
  publicUrl: string;
  /** The most a publish upload may carry (its own limit; every other route has the edge's small one). */
  publishBodyLimit: number;
}

/** The release-control HTTP API under /_release/api/ (docs/releases.md lists every route). */
export function registerReleaseApi(app: FastifyInstance, service: ReleaseService, options: ReleaseRoutesOptions): void {
  const grantOf = (request: FastifyRequest) => authenticate(request.headers.authorization, options.grants());
  const manager = (request: FastifyRequest) => {
    const grant = grantOf(request);
    requireReleaseManager(grant);
    return grant;
  };

  app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      // The publish upload reaches its handler as a stream (publish-upload.ts), after the token was checked.
      api.addContentTypeParser(PUBLISH_CONTENT_TYPE, (_request, payload, done) => done(null, payload));

      api.setErrorHandler((error: Error & { statusCode?: number }, request, reply: FastifyReply) => {
        // Refused before the body was read (no token, too large): the rest is dropped, never kept, so the client reads
        // this answer instead of failing on a connection closed while it sends; past the linger limits it is cut.
        if (!request.raw.readableEnded) drainRefusedBody(request.raw);
        if (error instanceof AccessError) {
          if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="release-control"');
          return reply.code(error.status).send(errorBody(error.message));
        }
        if (error instanceof StoreUnavailableError) return reply.code(503).header('retry-after', '5').send(errorBody(error.message, { code: 'release-store-unavailable' }));
        if (error instanceof ReleaseError) return reply.code(error.status).send(errorBody(error.message, error.checks ? { checks: error.checks } : {}));
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return reply.code(error.statusCode).send(errorBody(error.message));
        reply.log.error(error);
        return reply.code(500).send(errorBody('release control failed; see the edge log'));
      });

      api.get('/status', async (request, reply) => {
        grantOf(request);
        const status = service.status();
        reply.header('etag', `"${status.revision}"`);
        return status;
      });

      api.get('/remotes/:remote/versions', async (request) => {
        grantOf(request);
        return { remote: remoteParam(request), versions: service.versions(remoteParam(request)) };
      });

      api.get('/remotes/:remote/versions/:version/checks', async (request) => {
        const grant = grantOf(request);
        const remote = remoteParam(request);
        requirePublisherOf(grant, remote);
        return service.check(remote, (request.params as { version: string }).version);
      });

      api.post(
        '/remotes/:remote/versions',
        {
          // Who may publish, and how much, is decided from the headers alone: nothing of the body is read before.
          onRequest: async (request) => {
            requirePublisherOf(grantOf(request), remoteParam(request));
            if (!String(request.headers['content-type'] ?? '').startsWith(PUBLISH_CONTENT_TYPE)) {
              throw new ReleaseError(415, `a publish upload is ${PUBLISH_CONTENT_TYPE} (pnpm release publish sends it)`);
            }
            if (Number(request.headers['content-length'] ?? 0) > options.publishBodyLimit) {
              throw new ReleaseError(413, `the upload is larger than ${Math.round(options.publishBodyLimit / (1024 * 1024))} MB (RELEASE_PUBLISH_LIMIT_MB)`);
            }
          },
        },
        async (request, reply) => {
          const grant = grantOf(request);
          const remote = remoteParam(request);
          const upload = await readPublishUpload(request.body as Readable, options.publishBodyLimit);
          const result = await service.publish({
            remote,
            files: upload.files,
            ...(upload.version ? { version: upload.version } : {}),
            packageVersion: upload.packageVersion ?? '1.0.0',
            actor: grant.actor,
          });
          return reply.code(result.status === 'published' ? 201 : 200).send(result);
        },
      );

      api.post('/remotes/:remote/switch', async (request) => {
        const grant = manager(request);
        const remote = remoteParam(request);
        const reason = stringField(request.body, 'reason', false);
        return service.switchLive(remote, stringField(request.body, 'version') ?? '', {
          actor: grant.actor,
          expectedRevision: expectedRevision(request),
          ...(reason ? { reason } : {}),
          force: boolField(request.body, 'force'),
        });
      });

      api.post('/remotes/:remote/canary', async (request) => {
        const grant = manager(request);
        const remote = remoteParam(request);
        const percent = Number((request.body as { percent?: unknown } | undefined)?.percent);
        const reason = stringField(request.body, 'reason', false);
        return service.setCanary(remote, stringField(request.body, 'version') ?? '', percent, {
          actor: grant.actor,
          expectedRevision: expectedRevision(request),
          ...(reason ? { reason } : {}),
          force: boolField(request.body, 'force'),
        });
      });

      api.post('/remotes/:remote/rollback', async (request) => {
        const grant = manager(request);
        const remote = remoteParam(request);
        const reason = stringField(request.body, 'reason', false);
        return service.rollback(remote, { actor: grant.actor, expectedRevision: expectedRevision(request), ...(reason ? { reason } : {}) });
      });

      // A version the edge quarantined (it broke a render worker) is rendered on the server again (docs/releases.md).
      api.post('/remotes/:remote/quarantine/clear', async (request) => {
        const grant = manager(request);
        const remote = remoteParam(request);
        const version = stringField(request.body, 'version') ?? '';
        const reason = stringField(request.body, 'reason', false);
        return service.clearQuarantine(remote, version, { actor: grant.actor, expectedRevision: expectedRevision(request), ...(reason ? { reason } : {}) });
      });

      api.get('/history', async (request) => {
        grantOf(request);
        const query = request.query as { limit?: string; remote?: string };
        const limit = Math.min(Math.max(Number(query.limit) || 200, 1), 5000);
        return { entries: await service.history(limit, query.remote) };
      });

      // Each remote's live and canary measures over the canary's window, and the judge's thresholds (the release page's charts).
      api.get('/measures', async (request) => {
        grantOf(request);
        return service.measuresReport();
      });

      api.get('/verify', async (request) => {
        grantOf(request);
        return service.store.verify();
      });

      api.post('/override-links', async (request, reply) => {
        const grant = manager(request);
        const remote = (request.body as { remote?: unknown } | undefined)?.remote;
        if (!isRemoteName(remote)) throw new ReleaseError(400, `body.remote must be one of ${REMOTE_NAMES.join(', ')}`);
        const minutes = Number((request.body as { minutes?: unknown }).minutes ?? DEFAULT_OVERRIDE_MINUTES);
        const link = await service.overrideLink(remote, stringField(request.body, 'version') ?? '', minutes, {
          actor: grant.actor,
          force: boolField(request.body, 'force'),
          baseUrl: options.publicUrl,
        });
        return reply.code(201).send(link);
      });
    },
    { prefix: '/_release/api' },
  );
}
