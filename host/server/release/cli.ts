/**
 * `pnpm release <command>`: release control from a terminal (docs/releases.md).
 *
 * Talks to the edge's HTTP API when RELEASE_API_URL is set and answers; otherwise works on the same store directly,
 * under the same lock and with the same role rules, so remotes can be published before the edge runs (`pnpm start`).
 * Token: --token or RELEASE_TOKEN; without one, the documented local default for the command's role is used (it only
 * works while RELEASE_TOKENS is not configured).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared/release/contract';
import type { AuditEntry } from './audit';
import type { CheckOutcome, ManifestFetcher } from './checks';
import { httpManifestFetcher } from './checks';
import { LOCAL_RELEASE_MANAGER_TOKEN, loadReleaseConfig, localPublisherToken, type ReleaseConfig } from './config';
import { AccessError, authenticate, requirePublisherOf, requireReleaseManager } from './roles';
import { isRemoteName, readDistFolder, ReleaseError, ReleaseService } from './service';

const USAGE = `usage: pnpm release <command>
  status                                   live, canary and rollback version of every remote
  versions <remote>                        published versions of a remote
  check <remote> <version>                 run the pre-release checks
  switch <remote> <version> [--force]      make a version live (release manager); already live: no-op
  canary <remote> <version> <percent>      send a share of visitors to a version (0 turns it off)
  rollback <remote>                        back to the previous live version in one step
  history [--remote r] [--limit n]         the audit log, newest first
  verify                                   check the audit log's hash chain
  publish <remote> --dist <dir> [--version v] [--live]
                                           copy a build to the CDN and register it (publisher of that remote)
  override-link <remote> <version> [--minutes n] [--base-url url]
                                           a signed link that changes one browser only
options: --token t (or RELEASE_TOKEN), --reason text, --json
remotes: ${REMOTE_NAMES.join(', ')}`;

class UsageError extends Error {}

interface Args {
  command: string;
  positionals: string[];
  values: {
    token?: string;
    reason?: string;
    force?: boolean;
    json?: boolean;
    dist?: string;
    version?: string;
    live?: boolean;
    minutes?: string;
    remote?: string;
    limit?: string;
    'base-url'?: string;
    'if-needed'?: boolean;
  };
}

function parse(argv: string[]): Args {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      token: { type: 'string' },
      reason: { type: 'string' },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
      dist: { type: 'string' },
      version: { type: 'string' },
      live: { type: 'boolean' },
      minutes: { type: 'string' },
      remote: { type: 'string' },
      limit: { type: 'string' },
      'base-url': { type: 'string' },
      // Accepted for scripts: a switch to the version that is already live is always a no-op.
      'if-needed': { type: 'boolean' },
    },
  });
  const [command = 'help', ...rest] = positionals.filter((arg) => arg !== '--');
  return { command, positionals: rest, values };
}

function remoteArg(value: string | undefined): RemoteName {
  if (!isRemoteName(value)) throw new UsageError(`remote must be one of ${REMOTE_NAMES.join(', ')}`);
  return value;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`${name} is required`);
  return value;
}

/** The operations the commands need, over HTTP or on the store. */
interface Backend {
  kind: string;
  status(): Promise<{ revision: number; remotes: Record<string, { live: string | null; canary: { version: string; percent: number } | null; previous: string[]; versions: { version: string; publishedAt: string; publishedBy: string }[] }> }>;
  versions(remote: RemoteName): Promise<unknown>;
  check(remote: RemoteName, version: string): Promise<CheckOutcome>;
  switchLive(remote: RemoteName, version: string, reason: string | undefined, force: boolean): Promise<unknown>;
  canary(remote: RemoteName, version: string, percent: number, reason: string | undefined, force: boolean): Promise<unknown>;
  rollback(remote: RemoteName, reason: string | undefined): Promise<unknown>;
  history(limit: number, remote?: string): Promise<AuditEntry[]>;
  verify(): Promise<unknown>;
  publish(remote: RemoteName, files: Map<string, Buffer>, version: string | undefined, packageVersion: string): Promise<{ status: string; record: { version: string; manifestUrl: string } }>;
  overrideLink(remote: RemoteName, version: string, minutes: number, force: boolean, baseUrl: string): Promise<unknown>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

function httpBackend(apiUrl: string, token: string): Backend {
  const call = async <T>(method: string, route: string, body?: unknown, revision?: number): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (revision !== undefined) headers['if-match'] = `"${revision}"`;
    const response = await fetch(`${apiUrl}/_release/api${route}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const data = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] };
    if (!response.ok) throw new HttpError(response.status, data.errors?.map((e) => e.message).join('; ') ?? `HTTP ${response.status}`, data);
    return data as T;
  };
  const revision = async () => (await call<{ revision: number }>('GET', '/status')).revision;
  return {
    kind: `edge ${apiUrl}`,
    status: () => call('GET', '/status'),
    versions: (remote) => call('GET', `/remotes/${remote}/versions`),
    check: (remote, version) => call('GET', `/remotes/${remote}/versions/${encodeURIComponent(version)}/checks`),
    switchLive: async (remote, version, reason, force) => call('POST', `/remotes/${remote}/switch`, { version, reason, force }, await revision()),
    canary: async (remote, version, percent, reason, force) => call('POST', `/remotes/${remote}/canary`, { version, percent, reason, force }, await revision()),
    rollback: async (remote, reason) => call('POST', `/remotes/${remote}/rollback`, { reason }, await revision()),
    history: async (limit, remote) => (await call<{ entries: AuditEntry[] }>('GET', `/history?limit=${limit}${remote ? `&remote=${remote}` : ''}`)).entries,
    verify: () => call('GET', '/verify'),
    publish: (remote, files, version, packageVersion) =>
      call('POST', `/remotes/${remote}/versions`, {
        version,
        packageVersion,
        files: [...files].map(([name, content]) => ({ path: name, base64: content.toString('base64') })),
      }),
    overrideLink: (remote, version, minutes, force) => call('POST', '/override-links', { remote, version, minutes, force }),
  };
}

/** Reads a manifest over HTTP; when the CDN origin is not running yet, from the CDN folder it would serve. */
function offlineFetcher(config: ReleaseConfig): ManifestFetcher {
  const http = httpManifestFetcher(config.manifestTimeoutMs);
  return async (url) => {
    try {
      return await http(url);
    } catch (error) {
      if (!url.startsWith(`${config.cdnUrl}/`)) throw error;
      const file = path.join(config.cdnDir, ...url.slice(config.cdnUrl.length + 1).split('/'));
      if (!file.startsWith(config.cdnDir + path.sep) || !fs.existsSync(file)) throw error;
      console.error(`note: ${config.cdnUrl} is not answering; read the manifest from ${file}`);
      return { status: 200, body: fs.readFileSync(file) };
    }
  };
}

function directBackend(config: ReleaseConfig, token: string): Backend {
  const service = new ReleaseService(config, { fetchManifest: offlineFetcher(config) });
  const grant = () => authenticate(`Bearer ${token}`, config.grants);
  const manager = () => {
    const g = grant();
    requireReleaseManager(g);
    return g.actor;
  };
  const revision = () => service.store.read().map.revision;
  return {
    kind: `store ${config.releaseDir}`,
    status: async () => {
      grant();
      return service.status();
    },
    versions: async (remote) => {
      grant();
      return { remote, versions: service.versions(remote) };
    },
    check: async (remote, version) => {
      requirePublisherOf(grant(), remote);
      return service.check(remote, version);
    },
    switchLive: async (remote, version, reason, force) => service.switchLive(remote, version, { actor: manager(), expectedRevision: revision(), force, ...(reason ? { reason } : {}) }),
    canary: async (remote, version, percent, reason, force) =>
      service.setCanary(remote, version, percent, { actor: manager(), expectedRevision: revision(), force, ...(reason ? { reason } : {}) }),
    rollback: async (remote, reason) => service.rollback(remote, { actor: manager(), expectedRevision: revision(), ...(reason ? { reason } : {}) }),
    history: async (limit, remote) => {
      grant();
      return service.history(limit, remote);
    },
    verify: async () => {
      grant();
      return service.store.verify();
    },
    publish: async (remote, files, version, packageVersion) => {
      const g = grant();
      requirePublisherOf(g, remote);
      return service.publish({ remote, files, packageVersion, actor: g.actor, ...(version ? { version } : {}) });
    },
    overrideLink: async (remote, version, minutes, force, baseUrl) => service.overrideLink(remote, version, minutes, { actor: manager(), force, baseUrl }),
  };
}

async function pickBackend(config: ReleaseConfig, token: string): Promise<Backend> {
  const apiUrl = process.env.RELEASE_API_URL?.replace(/\/$/, '');
  if (apiUrl) {
    try {
      await fetch(`${apiUrl}/_release/api/status`, { signal: AbortSignal.timeout(2000) });
      return httpBackend(apiUrl, token);
    } catch {
      console.error(`note: ${apiUrl} is not answering; working on the store directly`);
    }
  }
  return directBackend(config, token);
}

function printChecks(outcome: CheckOutcome | undefined): void {
  for (const result of outcome?.results ?? []) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.id}: ${result.detail}`);
}

function packageVersionOf(config: ReleaseConfig, remote: RemoteName): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(config.repoRoot, `remote-${remote}`, 'package.json'), 'utf8')) as { version?: string }).version ?? '1.0.0';
  } catch {
    return '1.0.0';
  }
}

async function run(argv: string[]): Promise<void> {
  const { command, positionals, values } = parse(argv);
  if (command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const config = loadReleaseConfig();
  const publishRemote = command === 'publish' ? remoteArg(positionals[0]) : undefined;
  const token = values.token ?? process.env.RELEASE_TOKEN ?? (publishRemote && !values.live ? localPublisherToken(publishRemote) : LOCAL_RELEASE_MANAGER_TOKEN);
  const backend = await pickBackend(config, token);
  const out = (value: unknown, human: () => void) => (values.json ? console.log(JSON.stringify(value, null, 2)) : human());
  const reason = values.reason;
  const force = values.force ?? false;

  switch (command) {
    case 'status': {
      const status = await backend.status();
      out(status, () => {
        console.log(`release map revision ${status.revision} (${backend.kind})`);
        for (const [remote, state] of Object.entries(status.remotes)) {
          const canary = state.canary && state.canary.percent > 0 ? `, canary ${state.canary.version} at ${state.canary.percent}%` : '';
          const back = state.previous.at(-1) ? `, rollback to ${state.previous.at(-1)}` : '';
          console.log(`  ${remote.padEnd(11)} live ${state.live ?? 'none'}${canary}${back} (${state.versions.length} published)`);
        }
      });
      return;
    }
    case 'versions': {
      const result = (await backend.versions(remoteArg(positionals[0]))) as { versions: { version: string; publishedAt: string; publishedBy: string; manifestUrl: string }[] };
      out(result, () => result.versions.forEach((v) => console.log(`  ${v.version.padEnd(24)} ${v.publishedAt} by ${v.publishedBy}  ${v.manifestUrl}`)));
      return;
    }
    case 'check': {
      const outcome = await backend.check(remoteArg(positionals[0]), required(positionals[1], 'version'));
      out(outcome, () => {
        console.log(outcome.ok ? 'all checks passed' : 'checks FAILED');
        printChecks(outcome);
      });
      if (!outcome.ok) process.exitCode = 1;
      return;
    }
    case 'switch': {
      const remote = remoteArg(positionals[0]);
      const version = required(positionals[1], 'version');
      const result = await backend.switchLive(remote, version, reason, force);
      out(result, () => console.log((result as { changed?: boolean }).changed === false ? `${remote} ${version} was already live` : `${remote} is now live on ${version}`));
      return;
    }
    case 'canary': {
      const remote = remoteArg(positionals[0]);
      const version = required(positionals[1], 'version');
      const percent = Number(required(positionals[2], 'percent'));
      const result = await backend.canary(remote, version, percent, reason, force);
      out(result, () => console.log(percent > 0 ? `${remote} canary ${version} at ${percent}%` : `${remote} canary off`));
      return;
    }
    case 'rollback': {
      const remote = remoteArg(positionals[0]);
      const result = (await backend.rollback(remote, reason)) as { from: string; to: string };
      out(result, () => console.log(`${remote} rolled back from ${result.from} to ${result.to}`));
      return;
    }
    case 'history': {
      const entries = await backend.history(Number(values.limit ?? 50), values.remote);
      out(entries, () =>
        entries.forEach((e) =>
          console.log(`  #${e.seq} ${e.at} ${e.actor}: ${e.action}${e.forced ? ' (forced)' : ''} ${e.remote} ${e.from ?? '-'} -> ${e.to ?? '-'}${e.percent ? ` ${e.percent.to}%` : ''} (${e.reason})`),
        ),
      );
      return;
    }
    case 'verify': {
      const result = (await backend.verify()) as { ok: boolean; entries: number; brokenAt?: number; problem?: string };
      out(result, () => console.log(result.ok ? `audit log intact: ${result.entries} entries` : `audit log BROKEN at line ${result.brokenAt}: ${result.problem}`));
      if (!result.ok) process.exitCode = 1;
      return;
    }
    case 'publish': {
      const remote = publishRemote ?? remoteArg(undefined);
      const dist = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dist ?? path.join(config.repoRoot, `remote-${remote}`, 'dist'));
      if (!fs.existsSync(dist)) throw new UsageError(`${dist} does not exist; build the remote first`);
      // --live needs the release manager too: publish with the remote's publisher token, switch with the manager's.
      const publishToken = values.live ? (values.token ?? process.env.RELEASE_PUBLISH_TOKEN ?? localPublisherToken(remote)) : token;
      const publisher = publishToken === token ? backend : await pickBackend(config, publishToken);
      const result = await publisher.publish(remote, readDistFolder(dist), values.version, packageVersionOf(config, remote));
      out(result, () => console.log(`${remote} ${result.record.version} ${result.status === 'published' ? 'published' : 'already published (same content)'}: ${result.record.manifestUrl}`));
      if (values.live) {
        const switched = await backend.switchLive(remote, result.record.version, reason ?? 'published with --live', force);
        if (!values.json) console.log((switched as { changed?: boolean }).changed === false ? `${remote} ${result.record.version} was already live` : `${remote} is now live on ${result.record.version}`);
      }
      return;
    }
    case 'override-link': {
      const remote = remoteArg(positionals[0]);
      const version = required(positionals[1], 'version');
      const baseUrl = values['base-url'] ?? process.env.RELEASE_PUBLIC_URL ?? `http://localhost:${process.env.EDGE_PORT || 3000}`;
      const result = (await backend.overrideLink(remote, version, Number(values.minutes ?? 60), force, baseUrl)) as { url: string; expiresAt: string };
      out(result, () => console.log(`open in the browser to try ${remote} ${version} there only (until ${result.expiresAt}):\n${result.url}`));
      return;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof ReleaseError || error instanceof AccessError || error instanceof HttpError) {
    const status = error instanceof HttpError ? error.status : error.status;
    console.error(`refused (${status}): ${error.message}`);
    const checks = error instanceof ReleaseError ? error.checks : ((error as HttpError).body as { checks?: CheckOutcome } | undefined)?.checks;
    printChecks(checks);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
