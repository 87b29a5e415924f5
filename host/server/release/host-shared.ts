import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';

/**
 * The packages every build shares as singletons (ARCHITECTURE.md, Singletons). Last resort only, when neither the host
 * build's manifest nor the platform's shared federation config can be read: then each host/package.json pin is the
 * provided version and `^<pin>` the accepted range.
 */
export const HOST_SINGLETONS = [
  'react',
  'react-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'react-toastify',
  '@casino/shared',
] as const;

export interface HostShared {
  name: string;
  /** The version the host provides. */
  version: string;
  /** The range the host accepts from a remote (false: any). */
  requiredVersion: string | false;
}

export interface HostSharedSource {
  source: string;
  shared: HostShared[];
  /**
   * The Module Federation version the deployed host runs (its build manifest's pluginVersion), or undefined when the
   * host build has no manifest. A remote must have been built with the same one: the host lends it the runtime core and
   * the bundler runtime (shared/federation/provide-bundler-runtime.mjs), which a remote calls across the boundary.
   */
  federationVersion?: string;
  /** The @casino/shared values this host build provides (its runtime-surface.json), when the build recorded them. */
  runtimeSurface?: string[];
  /**
   * The fragments the host's own code places (`owner/name`: the header's `games/quick-search`, the shell's
   * `content/chat`), as its build recorded them in mf-manifest.json `casinoFragments.places`; undefined for a host
   * build that recorded none. Release control refuses an owner version that does not expose one of them.
   */
  fragmentPlaces?: string[];
}

interface ManifestShared {
  name?: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/**
 * Where the checks learn the host's ranges: first the host build's own federation manifest or stats
 * (HOST_DIST/mf-manifest.json, mf-stats.json), which record exactly what the deployed host provides and requires;
 * else the platform's one shared config (shared/federation/shared-deps.cjs, the same function the host's rspack
 * build calls) applied to host/package.json; else host/package.json plus HOST_SINGLETONS.
 */
export function readHostShared(hostDist: string, hostPackageJson: string, repoRoot: string): HostSharedSource {
  const runtimeSurface = readRuntimeSurface(hostDist);
  const fragmentPlaces = readFragmentPlaces(hostDist);
  const source = readHostSharedOnly(hostDist, hostPackageJson, repoRoot);
  return { ...source, ...(runtimeSurface ? { runtimeSurface } : {}), ...(fragmentPlaces ? { fragmentPlaces } : {}) };
}

/** shared/federation/runtime-surface.cjs records them in the host build's mf-manifest.json, as in a remote's. */
function readFragmentPlaces(hostDist: string): string[] | undefined {
  const file = path.join(hostDist, 'mf-manifest.json');
  if (!fs.existsSync(file)) return undefined;
  const places = (JSON.parse(fs.readFileSync(file, 'utf8')) as { casinoFragments?: { places?: unknown } }).casinoFragments?.places;
  return Array.isArray(places) && places.every((name) => typeof name === 'string') ? places : undefined;
}

/** shared/federation/runtime-surface.cjs writes it: { "@casino/shared": [value export names] }. */
function readRuntimeSurface(hostDist: string): string[] | undefined {
  const file = path.join(hostDist, 'runtime-surface.json');
  if (!fs.existsSync(file)) return undefined;
  const names = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)['@casino/shared'];
  return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : undefined;
}

function readHostSharedOnly(hostDist: string, hostPackageJson: string, repoRoot: string): HostSharedSource {
  let federationVersion: string | undefined;
  for (const file of ['mf-manifest.json', 'mf-stats.json']) {
    const full = path.join(hostDist, file);
    if (!fs.existsSync(full)) continue;
    const manifest = JSON.parse(fs.readFileSync(full, 'utf8')) as { shared?: ManifestShared[]; metaData?: { pluginVersion?: unknown } };
    if (typeof manifest.metaData?.pluginVersion === 'string') federationVersion ??= manifest.metaData.pluginVersion;
    const shared = (manifest.shared ?? [])
      .filter((item): item is ManifestShared & { name: string; version: string } => Boolean(item.name && item.version))
      .map((item) => ({ name: item.name, version: item.version, requiredVersion: item.requiredVersion ?? `^${item.version}` }));
    if (shared.length > 0) return { source: full, shared, federationVersion };
  }
  const fromConfig = fromSharedConfig(hostPackageJson, repoRoot);
  if (fromConfig) return { ...fromConfig, federationVersion };
  return { source: hostPackageJson, shared: fromPackageJson(hostPackageJson, repoRoot), federationVersion };
}

type SharedConfig = Record<string, { requiredVersion?: string | false; version?: string }>;

function fromSharedConfig(hostPackageJson: string, repoRoot: string): HostSharedSource | undefined {
  const configFile = path.join(repoRoot, 'shared', 'federation', 'shared-deps.cjs');
  if (!fs.existsSync(configFile) || !fs.existsSync(hostPackageJson)) return undefined;
  try {
    const load = createRequire(configFile);
    const { sharedDependencies } = load(configFile) as { sharedDependencies: (appDir: string) => SharedConfig };
    const pins = (JSON.parse(fs.readFileSync(hostPackageJson, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
    const shared: HostShared[] = [];
    for (const [name, entry] of Object.entries(sharedDependencies(path.dirname(hostPackageJson)))) {
      const pin = pins[name];
      const version = entry.version ?? (pin && !pin.startsWith('workspace:') ? semver.minVersion(pin)?.version : undefined);
      if (version) shared.push({ name, version, requiredVersion: entry.requiredVersion ?? `^${version}` });
    }
    return { source: `${configFile} applied to ${hostPackageJson}`, shared };
  } catch {
    return undefined;
  }
}

function fromPackageJson(packageJson: string, repoRoot: string): HostShared[] {
  if (!fs.existsSync(packageJson)) return [];
  const pkg = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  const result: HostShared[] = [];
  for (const name of HOST_SINGLETONS) {
    const spec = pkg.dependencies?.[name];
    if (!spec) continue;
    const version = spec.startsWith('workspace:') ? workspaceVersion(name, repoRoot) : semver.minVersion(spec)?.version;
    if (!version) continue;
    result.push({ name, version, requiredVersion: `^${version}` });
  }
  return result;
}

function workspaceVersion(name: string, repoRoot: string): string | undefined {
  const folder = name === '@casino/shared' ? 'shared' : name;
  try {
    return (JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}
