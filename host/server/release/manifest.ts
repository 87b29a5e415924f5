import type { SharedDependency } from './store';

/** The parts of a Module Federation 2 mf-manifest.json that release control reads. */
export interface ParsedManifest {
  name: string;
  exposes: string[];
  shared: SharedDependency[];
  remoteEntry?: { name: string; path: string; type: string };
}

interface RawManifest {
  id?: string;
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string; type?: string } };
  exposes?: { name?: string; path?: string }[];
  shared?: { name?: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
}

export function parseManifest(bytes: Buffer | string): ParsedManifest {
  const raw = JSON.parse(bytes.toString()) as RawManifest;
  if (raw === null || typeof raw !== 'object') throw new Error('mf-manifest.json is not a JSON object');
  const entry = raw.metaData?.remoteEntry;
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
    ...(entry?.name ? { remoteEntry: { name: entry.name, path: entry.path ?? '', type: entry.type ?? 'global' } } : {}),
  };
}
