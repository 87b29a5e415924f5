import crypto from 'node:crypto';
import semver from 'semver';
import { FEDERATION_NAMES, HOST_MOUNTED_MODULES, REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { foreignClaims, parseRouteManifest, ROUTE_MANIFEST_FILE } from '@casino/contract/routing/route-manifest';
import type { HostShared } from './host-shared';
import { manifestUrls, parseManifest } from './manifest';
import type { VersionRecord } from './store';

export type CheckId = 'origin' | 'manifest' | 'routes' | 'urls' | 'name' | 'exposes' | 'shared' | 'runtime' | 'surface' | 'fragments' | 'copies';

/** The checks that read the manifest: reported as not run, each with the reason, when it is missing or invalid. */
const MANIFEST_CHECKS = ['urls', 'name', 'exposes', 'shared', 'runtime', 'surface', 'fragments', 'copies'] as const satisfies readonly CheckId[];

export interface CheckResult {
  id: CheckId;
  ok: boolean;
  detail: string;
}

export interface CheckOutcome {
  ok: boolean;
  results: CheckResult[];
}

export type ManifestFetcher = (url: string) => Promise<{ status: number; body: Buffer }>;

export interface CheckContext {
  allowedOrigins: string[];
  hostShared: HostShared[];
  /** The host build's Module Federation version; undefined when its manifest is missing (the check is then skipped). */
  hostFederationVersion?: string;
  /**
   * The values the live host's @casino/shared provides (its build's runtime-surface.json); undefined when the host
   * build did not record them (the `surface` check is then not run).
   */
  hostRuntimeSurface?: readonly string[];
  /**
   * The other remotes' versions players are served now (live, and a running canary), with what they expose and place:
   * the `fragments` check holds the version against them. Undefined: not run (a caller with no release map).
   */
  fragmentPeers?: readonly FragmentPeer[];
  /**
   * The fragments the live host build places itself (its mf-manifest.json `casinoFragments.places`: the header's
   * quick search, the shell's chat); undefined when the host build did not record them (then only the remotes' places
   * are held against the version).
   */
  hostPlaces?: readonly string[];
  fetchManifest: ManifestFetcher;
}

/** Another remote's version players are served, as the `fragments` check sees it. */
export interface FragmentPeer {
  remote: RemoteName;
  version: string;
  channel: 'live' | 'canary';
  /** Its mf-manifest.json's exposes (`./fragments/<name>` for each fragment it offers). */
  exposes: readonly string[];
  /** The fragments its pages place; undefined for a build that did not record them. */
  places?: readonly string[];
}

export function httpManifestFetcher(timeoutMs: number): ManifestFetcher {
  return async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'cache-control': 'no-cache' } });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
}

const satisfies = (version: string, range: string | false): boolean =>
  range === false || range === '' || range === '*' || semver.satisfies(version, range, { includePrerelease: true });

/**
 * Both directions of singleton compatibility, and every singleton the remote expects present in the host; one message
 * per conflicting package, naming both versions.
 */
export function sharedConflicts(remoteShared: VersionRecord['shared'], hostShared: HostShared[]): string[] {
  const conflicts: string[] = [];
  for (const remote of remoteShared) {
    const host = hostShared.find((item) => item.name === remote.name);
    if (!host) {
      // A singleton the host does not provide: the remote would run its own copy, with its own React contexts (a
      // remote built before the platform stopped sharing a package, as react-router in shared/federation/shared-deps.cjs).
      if (remote.singleton) conflicts.push(`${remote.name}: the remote shares it as a singleton, the host provides none (the remote would run its own copy)`);
      continue;
    }
    const hostOk = satisfies(host.version, remote.requiredVersion);
    // A remote that only consumes a package (the browser builds: `import: false`, shared/federation/rspack-app.cjs)
    // brings no version of its own; the host's must still be in the range it was built against.
    const remoteOk = !remote.version || satisfies(remote.version, host.requiredVersion);
    if (hostOk && remoteOk) continue;
    conflicts.push(
      remote.version
        ? `${remote.name}: remote built with ${remote.version} (requires ${remote.requiredVersion || 'any'}), ` +
            `host provides ${host.version} (requires ${host.requiredVersion || 'any'})`
        : `${remote.name}: remote requires ${remote.requiredVersion || 'any'} and brings no copy, host provides ${host.version}`,
    );
  }
  return conflicts;
}

/**
 * The checks run before any switch, canary or override link. Each result says why, so the release page and the CLI
 * can show the caller what to fix. Later checks need the manifest, so they are reported as not run when it is missing.
 */
export async function checkVersion(record: VersionRecord, context: CheckContext): Promise<CheckOutcome> {
  const results: CheckResult[] = [];
  const push = (id: CheckId, ok: boolean, detail: string) => results.push({ id, ok, detail });

  let origin = '';
  try {
    origin = new URL(record.manifestUrl).origin;
  } catch {
    /* reported below */
  }
  push(
    'origin',
    context.allowedOrigins.includes(origin),
    context.allowedOrigins.includes(origin)
      ? `${origin} is an allowed remote origin`
      : `${origin || record.manifestUrl} is not one of the allowed origins (${context.allowedOrigins.join(', ')})`,
  );

  let body: Buffer | undefined;
  try {
    const response = await context.fetchManifest(record.manifestUrl);
    if (response.status !== 200) {
      push('manifest', false, `${record.manifestUrl} answered ${response.status}`);
    } else {
      const digest = crypto.createHash('sha256').update(response.body).digest('hex');
      if (digest === record.manifestSha256) {
        push('manifest', true, `answers 200, sha256 ${digest.slice(0, 12)} matches the registry`);
        body = response.body;
      } else {
        push('manifest', false, `sha256 ${digest.slice(0, 12)} differs from the registered ${record.manifestSha256.slice(0, 12)}`);
      }
    }
  } catch (error) {
    push('manifest', false, `${record.manifestUrl} is unreachable: ${describeFetchError(error)}`);
  }

  push('routes', ...(await routeManifestCheck(record, context.fetchManifest)));

  if (!body) {
    for (const id of MANIFEST_CHECKS) push(id, false, 'not run: the manifest could not be verified');
    return { ok: false, results };
  }

  let manifest;
  let named;
  try {
    manifest = parseManifest(body);
    named = manifestUrls(body, record.manifestUrl);
  } catch (error) {
    for (const id of MANIFEST_CHECKS) push(id, false, `mf-manifest.json is invalid: ${(error as Error).message}`);
    return { ok: false, results };
  }

  // The browser loads whatever the manifest names: publicPath and every asset must be on an allowed origin too.
  const foreign = named.urls.filter((url) => !context.allowedOrigins.includes(new URL(url).origin));
  const urlProblems = [...named.problems, ...foreign.slice(0, 3).map((url) => `${url} is not on an allowed origin (${context.allowedOrigins.join(', ')})`)];
  if (foreign.length > 3) urlProblems.push(`and ${foreign.length - 3} more`);
  push('urls', urlProblems.length === 0, urlProblems.length === 0 ? `all ${named.urls.length} URLs the manifest names are on allowed origins` : urlProblems.join('; '));

  const expectedName = FEDERATION_NAMES[record.remote];
  push(
    'name',
    manifest.name === expectedName,
    manifest.name === expectedName ? `name is ${expectedName}` : `name is "${manifest.name}", expected "${expectedName}"`,
  );

  const missing = HOST_MOUNTED_MODULES[record.remote].filter((module) => !manifest.exposes.includes(module));
  push(
    'exposes',
    missing.length === 0,
    missing.length === 0
      ? `exposes ${HOST_MOUNTED_MODULES[record.remote].join(', ')}`
      : `does not expose ${missing.join(', ')}, which the host mounts (exposes: ${manifest.exposes.join(', ') || 'nothing'})`,
  );

  const conflicts = sharedConflicts(manifest.shared, context.hostShared);
  push(
    'shared',
    conflicts.length === 0,
    conflicts.length === 0
      ? `shared singletons compatible with the host (${manifest.shared.length} checked)`
      : conflicts.join('; '),
  );

  push('runtime', ...runtimeCheck(manifest.federationVersion, context.hostFederationVersion));
  push('surface', ...surfaceCheck(manifest.runtimeRequires, context.hostRuntimeSurface));
  push('fragments', ...fragmentCheck(record.remote, manifest.exposes, manifest.fragmentPlaces, context.fragmentPeers, context.hostPlaces));

  const scripts = named.urls.filter((url) => url.endsWith('.js') && context.allowedOrigins.includes(new URL(url).origin));
  push('copies', ...(await ownCopies(manifest.shared, scripts, context.fetchManifest)));

  return { ok: results.every((result) => result.ok), results };
}

/**
 * The version's route manifest as the CDN serves it now, checked again at every switch, canary and override (publish
 * checked the upload): the bytes must be the ones hashed at publish (a file changed on the CDN afterwards is refused,
 * and the edge would not serve its pages either), it must name this remote, and claim no section another remote owns
 * by the sections the live host has now (a record written past publish's check, or sections that moved since).
 */
export async function routeManifestCheck(record: VersionRecord, fetchFile: ManifestFetcher): Promise<[boolean, string]> {
  if (!record.routeManifestSha256) return [false, `published without a ${ROUTE_MANIFEST_FILE}: the version declares no pages, the edge would serve none of them (rebuild it with the current platform build)`];
  const url = new URL(ROUTE_MANIFEST_FILE, record.manifestUrl).href;
  let response;
  try {
    response = await fetchFile(url);
  } catch (error) {
    return [false, `${url} is unreachable: ${describeFetchError(error)}`];
  }
  if (response.status !== 200) return [false, `${url} answered ${response.status}`];
  const digest = crypto.createHash('sha256').update(response.body).digest('hex');
  if (digest !== record.routeManifestSha256) {
    return [false, `${ROUTE_MANIFEST_FILE} changed on the CDN after publish: sha256 ${digest.slice(0, 12)} differs from the registered ${record.routeManifestSha256.slice(0, 12)}`];
  }
  let manifest;
  try {
    manifest = parseRouteManifest(JSON.parse(response.body.toString('utf8')));
  } catch {
    manifest = null;
  }
  if (!manifest) return [false, `${ROUTE_MANIFEST_FILE} is not a route manifest`];
  if (manifest.remote !== record.remote) return [false, `${ROUTE_MANIFEST_FILE} is the ${manifest.remote} remote's, not ${record.remote}'s`];
  const claims = foreignClaims(manifest);
  if (claims.length > 0) return [false, `claims paths outside the ${record.remote} sections: ${claims.join('; ')}`];
  return [true, `${manifest.routes.length} pages, all in the ${record.remote} sections; sha256 ${digest.slice(0, 12)} matches the registry`];
}

/**
 * A remote runs on the host's federation runtime: the runtime core and the bundler runtime are the host's, lent at run
 * time (shared/federation/provide-bundler-runtime.mjs), so both sides must be built with the same Module Federation
 * version. Their internal calls change between releases, patch releases included.
 */
function runtimeCheck(remoteVersion: string, hostVersion: string | undefined): [boolean, string] {
  if (!hostVersion) return [true, 'not checked: the host build has no mf-manifest.json naming its Module Federation version'];
  if (!remoteVersion) return [false, `the manifest does not name the Module Federation version it was built with (the host runs ${hostVersion})`];
  if (remoteVersion !== hostVersion) {
    return [false, `built with Module Federation ${remoteVersion}, the host runs ${hostVersion} and lends the remote its runtime: build with ${hostVersion}`];
  }
  return [true, `built with Module Federation ${remoteVersion}, as the host`];
}

/**
 * The package version of @casino/shared says nothing (it is the same for every build): what matters is whether every
 * value the remote imports from the singleton exists in the host's. A missing one is `undefined` in the remote's code.
 */
export function surfaceCheck(requires: readonly string[] | undefined, provided: readonly string[] | undefined): [boolean, string] {
  if (!provided) return [true, 'not checked: the host build has no runtime-surface.json'];
  if (!requires) return [false, 'the manifest does not record what the remote imports from @casino/shared (casinoRuntime.requires): rebuild it with the current platform build'];
  if (requires.includes('*')) {
    return [false, 'the remote imports @casino/shared as a namespace (import * or a dynamic import): name the imports so they can be checked'];
  }
  const have = new Set(provided);
  const missing = requires.filter((name) => !have.has(name));
  if (missing.length > 0) {
    return [false, `needs @casino/shared exports the live host does not provide: ${missing.join(', ')} (release a host that has them first)`];
  }
  return [true, `the host provides all ${requires.length} @casino/shared exports the remote imports`];
}

/** `content/chat` -> `./fragments/chat`, the module its owner exposes it as (contract/src/fragments.ts). */
const exposeOf = (fragment: string) => `./fragments/${fragment.slice(fragment.indexOf('/') + 1)}`;
const ownerOf = (fragment: string) => fragment.slice(0, fragment.indexOf('/'));

/**
 * Fragments travel with the versions, not with the host: a page places `owner/name`, the owner's version exposes
 * `./fragments/name`, and nothing else knows the name. So before a version is served, both sides must meet:
 * - every fragment it places is exposed by its owner's version(s) players are served (live and a running canary; its
 *   own fragments by itself), or the slot would stay empty;
 * - every fragment the other remotes' served versions, and the live host build itself, place with this remote as owner
 *   is still exposed by it.
 * Each miss is named: the fragment, who places it and who does not expose it. An owner with no live version yet is no
 * miss: the page shows the slot's fallback, and the owner's first version is held to what the served pages place.
 */
export function fragmentCheck(
  remote: RemoteName,
  exposes: readonly string[],
  places: readonly string[] | undefined,
  peers: readonly FragmentPeer[] | undefined,
  hostPlaces: readonly string[] = [],
): [boolean, string] {
  if (!peers) return [true, 'not checked: no release map to check the fragments against'];
  if (!places) return [false, 'the manifest does not record which fragments the version places (casinoFragments.places): rebuild it with the current platform build'];
  const problems: string[] = [];
  if (places.includes('*')) problems.push('places a fragment whose name the build could not read: write it as a literal, <FragmentSlot name="owner/name" ...>');
  for (const fragment of places.filter((name) => name !== '*')) {
    const owner = ownerOf(fragment);
    if (!REMOTE_NAMES.includes(owner as RemoteName)) {
      problems.push(`places ${fragment}, but no remote is called "${owner}"`);
    } else if (owner === remote) {
      if (!exposes.includes(exposeOf(fragment))) problems.push(`places its own ${fragment} but does not expose ${exposeOf(fragment)}`);
    } else {
      // An owner with no live version yet (the first start of a site) is held to it when it goes live (below).
      const served = peers.filter((peer) => peer.remote === owner);
      for (const peer of served) {
        if (!peer.exposes.includes(exposeOf(fragment))) problems.push(`places ${fragment}, which ${owner} ${peer.version} (${peer.channel}) does not expose`);
      }
    }
  }
  for (const peer of peers) {
    for (const fragment of peer.places ?? []) {
      if (ownerOf(fragment) === remote && !exposes.includes(exposeOf(fragment))) {
        problems.push(`${peer.remote} ${peer.version} (${peer.channel}) places ${fragment}, which this version does not expose`);
      }
    }
  }
  for (const fragment of hostPlaces) {
    if (ownerOf(fragment) === remote && !exposes.includes(exposeOf(fragment))) {
      problems.push(`the live host places ${fragment}, which this version does not expose (${exposeOf(fragment)})`);
    }
  }
  if (problems.length > 0) return [false, problems.join('; ')];
  const offered = exposes.filter((expose) => expose.startsWith('./fragments/')).length;
  return [true, `places ${places.length} fragment(s), all exposed by their owners' served versions; exposes the ${offered} fragment(s) it offers`];
}

/**
 * The packages a remote must take from the host and never bring itself: each holds the page's one instance (the i18next
 * instance, and react-i18next's context that the host's provider fills), so a copy of its own would be a second one,
 * with no strings or no context. `marker` is a string literal of the package's code that minification keeps.
 */
export const HOST_ONLY_PACKAGES = [
  { name: 'i18next', marker: 'i18next/PATH_KEY' },
  { name: 'react-i18next', marker: 'NO_I18NEXT_INSTANCE' },
] as const;

/**
 * A remote brings its own copy of a host-only package when its manifest shares it with a version of its own (a
 * fallback copy among its assets) or when one of its scripts contains the package's code (bundled, not shared).
 */
async function ownCopies(shared: VersionRecord['shared'], scripts: string[], fetchScript: ManifestFetcher): Promise<[boolean, string]> {
  const found: string[] = [];
  for (const { name } of HOST_ONLY_PACKAGES) {
    const declared = shared.find((item) => item.name === name);
    if (declared?.version) found.push(`${name}: the manifest shares its own copy (${declared.version}); build it with import: false, the host provides it`);
  }
  for (const url of scripts) {
    let text: string;
    try {
      const response = await fetchScript(url);
      if (response.status !== 200) return [false, `${url} answered ${response.status}, so its code could not be checked for copies of ${HOST_ONLY_PACKAGES.map((p) => p.name).join(', ')}`];
      text = response.body.toString('utf8');
    } catch (error) {
      return [false, `${url} is unreachable (${describeFetchError(error)}), so its code could not be checked`];
    }
    for (const { name, marker } of HOST_ONLY_PACKAGES) {
      if (text.includes(marker)) found.push(`${name}: ${url} bundles its own copy; import it from '@casino/shared', which takes the host's`);
    }
  }
  return found.length === 0
    ? [true, `brings no copy of ${HOST_ONLY_PACKAGES.map((p) => p.name).join(' or ')} (${scripts.length} scripts read)`]
    : [false, found.join('; ')];
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
