import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared/release/contract';
import type { TokenGrant } from './config';
import { DEFAULT_OVERRIDE_MINUTES } from './override';
import { AccessError, authenticate, requirePublisherOf, requireReleaseManager } from './roles';
import { isRemoteName, ReleaseError, type ReleaseService } from './service';

/** Base64 uploads of a whole remote build: generous, the release API is not on the player's path. */
const PUBLISH_BODY_LIMIT = 200 * 1024 * 1024;

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
  grants: TokenGrant[];
  /** The edge's public base URL for a request (override links point at it). */
  baseUrlOf: (request: FastifyRequest) => string;
}

/** The release-control HTTP API under /_release/api/ (docs/releases.md lists every route). */
export function registerReleaseApi(app: FastifyInstance, service: ReleaseService, options: ReleaseRoutesOptions): void {
  const grantOf = (request: FastifyRequest) => authenticate(request.headers.authorization, options.grants);
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

      api.setErrorHandler((error: Error & { statusCode?: number }, _request, reply: FastifyReply) => {
        if (error instanceof AccessError) {
          if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="release-control"');
          return reply.code(error.status).send(errorBody(error.message));
        }
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

      api.post('/remotes/:remote/versions', { bodyLimit: PUBLISH_BODY_LIMIT }, async (request, reply) => {
        const grant = grantOf(request);
        const remote = remoteParam(request);
        requirePublisherOf(grant, remote);
        const body = request.body as { files?: { path?: unknown; base64?: unknown }[] } | undefined;
        if (!Array.isArray(body?.files)) throw new ReleaseError(400, 'body.files must be a list of {path, base64}');
        const files = new Map<string, Buffer>();
        for (const file of body.files) {
          if (typeof file.path !== 'string' || typeof file.base64 !== 'string') throw new ReleaseError(400, 'each file needs path and base64');
          files.set(file.path, Buffer.from(file.base64, 'base64'));
        }
        const version = stringField(body, 'version', false);
        const result = await service.publish({
          remote,
          files,
          ...(version ? { version } : {}),
          packageVersion: stringField(body, 'packageVersion', false) ?? '1.0.0',
          actor: grant.actor,
        });
        return reply.code(result.status === 'published' ? 201 : 200).send(result);
      });

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

      api.get('/history', async (request) => {
        grantOf(request);
        const query = request.query as { limit?: string; remote?: string };
        const limit = Math.min(Math.max(Number(query.limit) || 200, 1), 5000);
        return { entries: service.history(limit, query.remote) };
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
          baseUrl: options.baseUrlOf(request),
        });
        return reply.code(201).send(link);
      });
    },
    { prefix: '/_release/api' },
  );
}
