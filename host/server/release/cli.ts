/**
 * `pnpm release <command>`: release control from a terminal (docs/releases.md).
 *
 * Talks to the edge's HTTP API when RELEASE_API_URL is set and answers; otherwise works on the same store directly,
 * under the same lock and with the same role rules, so remotes can be published before the edge runs (`pnpm start`).
 * Token: --token or RELEASE_TOKEN; without one, the generated credential of the command's role is read from
 * RELEASE_DIR/credentials.json (owner-only: whoever can read it holds those tokens anyway). Changes need --revision, the
 * map revision the operator based them on (`pnpm release status` prints it): a map changed since is refused with 412.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import type { AuditEntry } from './audit';
import type { CheckOutcome, ManifestFetcher } from './checks';
import { httpManifestFetcher } from './checks';
import { loadReleaseConfig, type ReleaseConfig } from './config';
import { addCredential, managerName, mayShowTokens, publisherName, readCredentials, removeCredential, rotateCredential } from './credentials';
import { publishUploadBody, PUBLISH_CONTENT_TYPE } from './publish-upload';
import { AccessError, authenticate, requirePublisherOf, requireReleaseManager } from './roles';
import type { PgReleaseStore } from './pg-store';
import { isRemoteName, readDistFolder, ReleaseError, ReleaseService } from './service';
import { StoreUnavailableError } from './store';

const USAGE = `usage: pnpm release <command>
  status                                   live, canary and rollback version of every remote
  versions <remote>                        published versions of a remote
  check <remote> <version>                 run the pre-release checks
  switch <remote> <version> --revision n [--force]
                                           make a version live (release manager); already live: no-op
  canary <remote> <version> <percent> --revision n
                                           send a share of visitors to a version (0 turns it off)
  rollback <remote> --revision n           back to the previous live version in one step
  clear-quarantine <remote> <version> --revision n [--reason r]
                                           render a quarantined version on the server again (release manager)
  history [--remote r] [--limit n]         the audit log, newest first
  verify                                   check the audit log's hash chain
  publish <remote> --dist <dir> [--version v] [--live --revision n]
                                           copy a build to the CDN and register it (publisher of that remote)
  override-link <remote> <version> [--minutes n]
                                           a signed link that changes one browser only (at RELEASE_PUBLIC_URL)
  credentials list                         the release credentials' names and roles (never their tokens)
  credentials add <name> --role release-manager|publisher [--remote r]
                                           a token of one's own for a person; shown once
  credentials rotate <name>                a new token for that name, shown once; the old one stops working
  credentials remove <name>
options: --token t (or RELEASE_TOKEN), --reason text, --json
  --revision n: the map revision your change is based on (from status); "latest" takes whatever is current (scripts)
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
    revision?: string;
    role?: string;
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
      revision: { type: 'string' },
      role: { type: 'string' },
      // Accepted for scripts: a switch to the version that is already live is always a no-op.
      'if-needed': { type: 'boolean' },
    },
  });
  const [command = 'help', ...rest] = positionals.filter((arg) => arg !== '--');
  return { command, positionals: rest, values };
}

/** The revision the operator saw (a number), or undefined for an explicit "latest"; required for every change. */
function revisionArg(value: string | undefined): number | undefined {
  if (value === 'latest') return undefined;
  const revision = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(revision) || revision < 0) {
    throw new UsageError('--revision is required: the map revision your change is based on (pnpm release status prints it), or "latest"');
  }
  return revision;
}

/** A generated credential's token, for the machine's owner (the file is owner-only). */
function generatedToken(config: ReleaseConfig, name: string): string {
  if (config.credentialsInStore) throw new UsageError('no token: pass --token or set RELEASE_TOKEN (the PostgreSQL store keeps only the sha256 of each token)');
  if (!config.credentialsFile) throw new UsageError('no token: pass --token or set RELEASE_TOKEN (RELEASE_TOKENS is configured, so there are no generated credentials)');
  const credential = readCredentials(config.credentialsFile).find((c) => c.name === name);
  if (!credential) throw new UsageError(`no token: pass --token or set RELEASE_TOKEN ("${name}" is not in ${config.credentialsFile})`);
  return credential.token;
}

async function credentialsCommand(config: ReleaseConfig, positionals: string[], values: Args['values']): Promise<void> {
  const [action = 'list', name] = positionals;
  const show = (c: { name: string; role: string; remote?: string; token?: string }) =>
    console.log(values.json ? JSON.stringify(c) : `${c.name}: ${c.role}${c.remote ? ` of ${c.remote}` : ''}${c.token ? `\n  token (shown once): ${c.token}` : ''}`);
  if (config.credentialsInStore) {
    // PostgreSQL: whoever holds RELEASE_STORE_URL manages them (as whoever can read credentials.json does on one machine).
    const service = await new ReleaseService(config).open((text) => console.error(text), mayShowTokens(process.stderr));
    const store = service.store as PgReleaseStore;
    try {
      if (action === 'list') return (await store.listCredentials()).forEach(show);
      if (action === 'add' || action === 'rotate') {
        const role = values.role ?? 'release-manager';
        if (role !== 'release-manager' && role !== 'publisher') throw new UsageError('--role must be release-manager or publisher');
        if (role === 'publisher' && action === 'add' && !values.remote) throw new UsageError(`a publisher needs --remote (${REMOTE_NAMES.join(', ')})`);
        return show(await store.putCredential({ name: required(name, 'name'), role, ...(values.remote ? { remote: remoteArg(values.remote) } : {}) }, action));
      }
      if (action === 'remove') {
        await store.removeCredential(required(name, 'name'));
        console.log(`${name} removed`);
        return;
      }
      throw new UsageError(`unknown credentials action "${action}"`);
    } finally {
      await store.close();
    }
  }
  const file = config.credentialsFile;
  if (!file) throw new UsageError('credentials are configured by RELEASE_TOKENS or RELEASE_TOKENS_FILE; change them there');
  if (action === 'list') {
    for (const c of readCredentials(file)) show({ name: c.name, role: c.role, ...(c.remote ? { remote: c.remote } : {}) });
    return;
  }
  if (action === 'add') {
    const role = values.role;
    if (role !== 'release-manager' && role !== 'publisher') throw new UsageError('--role must be release-manager or publisher');
    show(addCredential(file, { name: required(name, 'name'), role, ...(values.remote ? { remote: remoteArg(values.remote) } : {}) }));
    return;
  }
  if (action === 'rotate') return show(rotateCredential(file, required(name, 'name')));
  if (action === 'remove') {
    removeCredential(file, required(name, 'name'));
    console.log(`${name} removed`);
    return;
  }
  throw new UsageError(`unknown credentials action "${action}"`);
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
  /** Lets the process end (the PostgreSQL store holds connections). */
  close?(): Promise<void>;
  status(): Promise<{
    revision: number;
    remotes: Record<
      string,
      {
        live: string | null;
        canary: { version: string; percent: number } | null;
        previous: string[];
        quarantined?: Record<string, { since: string; reason: string }>;
        versions: { version: string; publishedAt: string; publishedBy: string }[];
      }
    >;
  }>;
  versions(remote: RemoteName): Promise<unknown>;
  check(remote: RemoteName, version: string): Promise<CheckOutcome>;
  /** `revision` undefined: the current one ("--revision latest"). */
  switchLive(remote: RemoteName, version: string, reason: string | undefined, force: boolean, revision: number | undefined): Promise<unknown>;
  canary(remote: RemoteName, version: string, percent: number, reason: string | undefined, force: boolean, revision: number | undefined): Promise<unknown>;
  rollback(remote: RemoteName, reason: string | undefined, revision: number | undefined): Promise<unknown>;
  clearQuarantine(remote: RemoteName, version: string, reason: string | undefined, revision: number | undefined): Promise<unknown>;
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
  const call = async <T>(method: string, route: string, body?: unknown, revision?: number, contentType = 'application/json'): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = contentType;
    if (revision !== undefined) headers['if-match'] = `"${revision}"`;
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await fetch(`${apiUrl}/_release/api${route}`, { method, headers, ...(body !== undefined ? { body: payload } : {}) });
    const data = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] };
    if (!response.ok) throw new HttpError(response.status, data.errors?.map((e) => e.message).join('; ') ?? `HTTP ${response.status}`, data);
    return data as T;
  };
  const revision = async (seen: number | undefined) => seen ?? (await call<{ revision: number }>('GET', '/status')).revision;
  return {
    kind: `edge ${apiUrl}`,
    status: () => call('GET', '/status'),
    versions: (remote) => call('GET', `/remotes/${remote}/versions`),
    check: (remote, version) => call('GET', `/remotes/${remote}/versions/${encodeURIComponent(version)}/checks`),
    switchLive: async (remote, version, reason, force, seen) => call('POST', `/remotes/${remote}/switch`, { version, reason, force }, await revision(seen)),
    canary: async (remote, version, percent, reason, force, seen) => call('POST', `/remotes/${remote}/canary`, { version, percent, reason, force }, await revision(seen)),
    rollback: async (remote, reason, seen) => call('POST', `/remotes/${remote}/rollback`, { reason }, await revision(seen)),
    clearQuarantine: async (remote, version, reason, seen) => call('POST', `/remotes/${remote}/quarantine/clear`, { version, reason }, await revision(seen)),
    history: async (limit, remote) => (await call<{ entries: AuditEntry[] }>('GET', `/history?limit=${limit}${remote ? `&remote=${remote}` : ''}`)).entries,
    verify: () => call('GET', '/verify'),
    publish: (remote, files, version, packageVersion) =>
      call('POST', `/remotes/${remote}/versions`, publishUploadBody(files, { version, packageVersion }), undefined, PUBLISH_CONTENT_TYPE),
    overrideLink: (remote, version, minutes, force) => call('POST', '/override-links', { remote, version, minutes, force }),
  };
}

/**
 * Reads a manifest (and the scripts the copies check reads) over HTTP; when the CDN origin is not running yet, from the
 * CDN folder it would serve, said once per run.
 */
function offlineFetcher(config: ReleaseConfig): ManifestFetcher {
  const http = httpManifestFetcher(config.manifestTimeoutMs);
  let told = false;
  return async (url) => {
    try {
      return await http(url);
    } catch (error) {
      if (!url.startsWith(`${config.cdnUrl}/`)) throw error;
      const file = path.join(config.cdnDir, ...url.slice(config.cdnUrl.length + 1).split('/'));
      if (!file.startsWith(config.cdnDir + path.sep) || !fs.existsSync(file)) throw error;
      if (!told) console.error(`note: ${config.cdnUrl} is not answering; reading the release's files from ${config.cdnDir}`);
      told = true;
      return { status: 200, body: fs.readFileSync(file) };
    }
  };
}

async function directBackend(config: ReleaseConfig, token: string): Promise<Backend> {
  const service = await new ReleaseService(config, { fetchManifest: offlineFetcher(config) }).open((text) => console.error(text), mayShowTokens(process.stderr));
  const grant = () => authenticate(`Bearer ${token}`, config.grants());
  const manager = () => {
    const g = grant();
    requireReleaseManager(g);
    return g.actor;
  };
  const revision = (seen: number | undefined) => seen ?? service.store.read().map.revision;
  return {
    kind: config.releaseStoreUrl ? 'PostgreSQL store' : `store ${config.releaseDir}`,
    close: () => service.store.close(),
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
    switchLive: async (remote, version, reason, force, seen) =>
      service.switchLive(remote, version, { actor: manager(), expectedRevision: revision(seen), force, ...(reason ? { reason } : {}) }),
    canary: async (remote, version, percent, reason, force, seen) =>
      service.setCanary(remote, version, percent, { actor: manager(), expectedRevision: revision(seen), force, ...(reason ? { reason } : {}) }),
    rollback: async (remote, reason, seen) => service.rollback(remote, { actor: manager(), expectedRevision: revision(seen), ...(reason ? { reason } : {}) }),
    clearQuarantine: async (remote, version, reason, seen) =>
      service.clearQuarantine(remote, version, { actor: manager(), expectedRevision: revision(seen), ...(reason ? { reason } : {}) }),
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
  if (command === 'credentials') return credentialsCommand(config, positionals, values);
  const opened: Backend[] = [];
  try {
    await runCommand(config, command, positionals, values, async (token) => {
      const backend = await pickBackend(config, token);
      opened.push(backend);
      return backend;
    });
  } finally {
    await Promise.all(opened.map((backend) => backend.close?.()));
  }
}

async function runCommand(config: ReleaseConfig, command: string, positionals: string[], values: Args['values'], pickBackend: (token: string) => Promise<Backend>): Promise<void> {
  const publishRemote = command === 'publish' ? remoteArg(positionals[0]) : undefined;
  const token = values.token ?? process.env.RELEASE_TOKEN ?? generatedToken(config, publishRemote && !values.live ? publisherName(publishRemote) : managerName);
  const backend = await pickBackend(token);
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
          for (const [version, quarantine] of Object.entries(state.quarantined ?? {})) {
            console.log(`  ${''.padEnd(11)} quarantined ${version} since ${quarantine.since}: ${quarantine.reason} (pnpm release clear-quarantine ${remote} ${version} --revision ${status.revision})`);
          }
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
      const result = await backend.switchLive(remote, version, reason, force, revisionArg(values.revision));
      out(result, () => console.log((result as { changed?: boolean }).changed === false ? `${remote} ${version} was already live` : `${remote} is now live on ${version}`));
      return;
    }
    case 'canary': {
      const remote = remoteArg(positionals[0]);
      const version = required(positionals[1], 'version');
      const percent = Number(required(positionals[2], 'percent'));
      const result = await backend.canary(remote, version, percent, reason, force, revisionArg(values.revision));
      out(result, () => console.log(percent > 0 ? `${remote} canary ${version} at ${percent}%` : `${remote} canary off`));
      return;
    }
    case 'rollback': {
      const remote = remoteArg(positionals[0]);
      const result = (await backend.rollback(remote, reason, revisionArg(values.revision))) as { from: string; to: string };
      out(result, () => console.log(`${remote} rolled back from ${result.from} to ${result.to}`));
      return;
    }
    case 'clear-quarantine': {
      const remote = remoteArg(positionals[0]);
      const version = required(positionals[1], 'version');
      await backend.clearQuarantine(remote, version, reason, revisionArg(values.revision));
      out({ remote, version, cleared: true }, () => console.log(`${remote} ${version} is no longer quarantined: the edge renders it on the server again`));
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
      const seen = values.live ? revisionArg(values.revision) : undefined;
      const publishToken = values.live ? (values.token ?? process.env.RELEASE_PUBLISH_TOKEN ?? generatedToken(config, publisherName(remote))) : token;
      const publisher = publishToken === token ? backend : await pickBackend(publishToken);
      const result = await publisher.publish(remote, readDistFolder(dist), values.version, packageVersionOf(config, remote));
      out(result, () => console.log(`${remote} ${result.record.version} ${result.status === 'published' ? 'published' : 'already published (same content)'}: ${result.record.manifestUrl}`));
      if (values.live) {
        const switched = await backend.switchLive(remote, result.record.version, reason ?? 'published with --live', force, seen);
        if (!values.json) console.log((switched as { changed?: boolean }).changed === false ? `${remote} ${result.record.version} was already live` : `${remote} is now live on ${result.record.version}`);
      }
      return;
    }
    case 'override-link': {
      const remote = remoteArg(positionals[0]);
      const version = required(positionals[1], 'version');
      // Through the edge the link uses the edge's configured public address; working on the store, this one.
      const baseUrl = process.env.RELEASE_PUBLIC_URL ?? process.env.EDGE_PUBLIC_URL ?? `http://localhost:${process.env.EDGE_PORT || 3000}`;
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
  if (error instanceof StoreUnavailableError) {
    console.error(`refused (503): ${error.message}`);
    process.exit(1);
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
