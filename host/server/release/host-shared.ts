import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * The packages every build shares as singletons (ARCHITECTURE.md, Singletons). Used only when the host build has no
 * mf-manifest.json to read its shared ranges from: then the host's package.json pins give the provided version and
 * `^<pin>` the required range, which is what the shared federation config derives from the same pins.
 */
export const HOST_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
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
 * else host/package.json plus HOST_SINGLETONS.
 */
export function readHostShared(hostDist: string, hostPackageJson: string, repoRoot: string): HostSharedSource {
  for (const file of ['mf-manifest.json', 'mf-stats.json']) {
    const full = path.join(hostDist, file);
    if (!fs.existsSync(full)) continue;
    const manifest = JSON.parse(fs.readFileSync(full, 'utf8')) as { shared?: ManifestShared[] };
    const shared = (manifest.shared ?? [])
      .filter((item): item is ManifestShared & { name: string; version: string } => Boolean(item.name && item.version))
      .map((item) => ({ name: item.name, version: item.version, requiredVersion: item.requiredVersion ?? `^${item.version}` }));
    if (shared.length > 0) return { source: full, shared };
  }
  return { source: hostPackageJson, shared: fromPackageJson(hostPackageJson, repoRoot) };
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
