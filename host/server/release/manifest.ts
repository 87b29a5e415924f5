import type { SharedDependency } from './store';

/** The parts of a Module Federation 2 mf-manifest.json that release control reads. */
export interface ParsedManifest {
  name: string;
  exposes: string[];
  shared: SharedDependency[];
  remoteEntry?: { name: string; path: string; type: string };
  /** The Module Federation version the remote was built with ('' when the manifest does not say). */
  federationVersion: string;
  /**
   * The @casino/shared values the remote's code imports (its build records them, shared/federation/runtime-surface.cjs);
   * undefined for a build that did not record them.
   */
  runtimeRequires?: string[];
  /**
   * The fragments the remote's pages place (`owner/name`; its build records them, shared/federation/runtime-surface.cjs);
   * undefined for a build that did not record them.
   */
  fragmentPlaces?: string[];
}

interface RawManifest {
  id?: string;
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string; type?: string }; pluginVersion?: unknown };
  exposes?: { name?: string; path?: string }[];
  shared?: { name?: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
  casinoRuntime?: { requires?: Record<string, unknown> };
  casinoFragments?: { places?: unknown };
}

export function parseManifest(bytes: Buffer | string): ParsedManifest {
  const raw = JSON.parse(bytes.toString()) as RawManifest;
  if (raw === null || typeof raw !== 'object') throw new Error('mf-manifest.json is not a JSON object');
  const entry = raw.metaData?.remoteEntry;
  const requires = raw.casinoRuntime?.requires?.['@casino/shared'];
  if (requires !== undefined && (!Array.isArray(requires) || !requires.every((name) => typeof name === 'string'))) {
    throw new Error('casinoRuntime.requires["@casino/shared"] must be a list of export names');
  }
  const places = raw.casinoFragments?.places;
  if (places !== undefined && (!Array.isArray(places) || !places.every((name) => typeof name === 'string'))) {
    throw new Error('casinoFragments.places must be a list of fragment names');
  }
  return {
    name: raw.name ?? raw.metaData?.name ?? raw.id ?? '',
    exposes: (raw.exposes ?? [])
      .map((expose) => expose.path ?? (expose.name ? `./${expose.name}` : ''))
      .filter(Boolean),
    shared: (raw.shared ?? [])
      .filter((item) => item.name)
      .map((item) => ({
        name: item.name ?? '',
        version: item.version ?? '',
        requiredVersion: item.requiredVersion ?? false,
        singleton: item.singleton ?? false,
      })),
    federationVersion: typeof raw.metaData?.pluginVersion === 'string' ? raw.metaData.pluginVersion : '',
    ...(requires ? { runtimeRequires: requires as string[] } : {}),
    ...(places ? { fragmentPlaces: places as string[] } : {}),
    ...(entry?.name ? { remoteEntry: { name: entry.name, path: entry.path ?? '', type: entry.type ?? 'global' } } : {}),
  };
}

interface RawAssets {
  js?: { sync?: unknown[]; async?: unknown[] };
  css?: { sync?: unknown[]; async?: unknown[] };
}

/**
 * Every URL a manifest makes the browser load, resolved as the federation runtime would: the public path (`auto` is
 * the manifest's own folder), the remote entry, and each asset of every expose and shared module; plus the entry of any
 * remote it loads in turn. A runtime-computed public path (`getPublicPath`) cannot be checked, so it is a problem.
 */
export function manifestUrls(bytes: Buffer | string, manifestUrl: string): { urls: string[]; problems: string[] } {
  const raw = JSON.parse(bytes.toString()) as {
    metaData?: { publicPath?: unknown; getPublicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: { assets?: RawAssets }[];
    shared?: { assets?: RawAssets }[];
    remotes?: { entry?: unknown }[];
  };
  const problems: string[] = [];
  const urls = new Set<string>();
  const resolve = (value: string, base: string) => {
    try {
      urls.add(new URL(value, base).href);
    } catch {
      problems.push(`"${value}" is not a URL`);
    }
  };
  const meta = raw.metaData ?? {};
  if (meta.getPublicPath !== undefined && meta.getPublicPath !== '') problems.push('getPublicPath computes the public path at run time, so its origin cannot be checked');
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' && meta.publicPath !== '' ? meta.publicPath : undefined;
  let base = new URL('.', manifestUrl).href;
  if (publicPath) {
    try {
      base = new URL(publicPath.endsWith('/') ? publicPath : `${publicPath}/`, manifestUrl).href;
      urls.add(base);
    } catch {
      problems.push(`publicPath "${publicPath}" is not a URL`);
    }
  }
  const entry = meta.remoteEntry;
  if (entry && typeof entry.name === 'string') {
    const folder = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
    resolve(`${folder}${entry.name}`, base);
  }
  for (const item of [...(raw.exposes ?? []), ...(raw.shared ?? [])]) {
    for (const kind of [item.assets?.js, item.assets?.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) {
        if (typeof file === 'string') resolve(file, base);
      }
    }
  }
  for (const remote of raw.remotes ?? []) if (typeof remote.entry === 'string' && remote.entry) resolve(remote.entry, manifestUrl);
  return { urls: [...urls], problems };
}
