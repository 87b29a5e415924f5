import { AsyncLocalStorage } from 'node:async_hooks';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetNamespaceVersion } from '@casino/shared';
import { FEDERATION_NAMES, type RemoteName } from '@casino/contract/release';

import type { ServerRemote } from './render-contract';

export type { ServerRemote } from './render-contract';

/**
 * Where the loader (shared/federation/server-remote-loader.cjs) finds the file hashes recorded at publish: server folder
 * URL -> file -> sha256. A global symbol, as the loader is a runtime plugin beside this module, not an import of it.
 */
export const SERVER_FILE_HASHES = Symbol.for('casino.serverFileHashes');

function recordedHashes(): Map<string, Record<string, string>> {
  const scope = globalThis as unknown as Record<symbol, unknown>;
  if (!(scope[SERVER_FILE_HASHES] instanceof Map)) scope[SERVER_FILE_HASHES] = new Map();
  return scope[SERVER_FILE_HASHES] as Map<string, Record<string, string>>;
}

/** The server folder of a version's entry, with its trailing slash (the loader's key). */
const folderOf = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1);

/** The version whose module the federation runtime is loading (and running) in the current async context. */
const loadingVersion = new AsyncLocalStorage<{ remote: RemoteName; version: string }>();

/**
 * The remote and version whose exposed module is being loaded here: a module that registers its strings as it first
 * runs (registerNamespace) is known by its version, though several versions of it live in this process.
 */
export const versionLoading = (): { remote: RemoteName; version: string } | undefined => loadingVersion.getStore();

/** A version no request has used for this long is released from memory (its container, its module cache). */
export const IDLE_VERSION_RELEASE_MS = 10 * 60_000;

/**
 * The remotes' server builds in this process, loaded through the federation runtime for Node the way the browser
 * loads their browser builds: by the visitor's release map, so a release switch, a canary or an override changes
 * the next server render with no restart. Each version is its own registered remote (name + version), since a
 * canary and the live version render side by side; versions left idle are removed from the runtime.
 */
export class ServerRemotes {
  private readonly known = new Map<string, { remote: RemoteName; version: string; entry: string; lastUsed: number }>();
  /** One promise per version and module, so a render that suspends on it (a fragment) finds the same one again. */
  private readonly modules = new Map<string, Promise<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The registered name of one version of a remote (a federation name: letters, digits and underscores). */
  static nameOf(remote: RemoteName, version: string): string {
    return `${FEDERATION_NAMES[remote]}__v_${version.replace(/[^A-Za-z0-9]/g, '_')}`;
  }

  /** Loads an exposed module of this version; rejects after `deadlineMs` (the load goes on for the next request). */
  load<T>(remote: RemoteName, release: ServerRemote, expose: string, deadlineMs: number): Promise<T> {
    return withDeadline(this.module<T>(remote, release, expose), deadlineMs, `${remote}@${release.version} ${expose}`);
  }

  /** An exposed module of this version, loaded once (a failed load is tried again by the next caller). */
  module<T>(remote: RemoteName, release: ServerRemote, expose: string): Promise<T> {
    const name = ServerRemotes.nameOf(remote, release.version);
    const known = this.known.get(name);
    if (!known || known.entry !== release.entry) {
      // The hashes recorded at publish, checked by the loader for every file of this version before it runs.
      if (release.files) recordedHashes().set(folderOf(release.entry), release.files);
      else recordedHashes().delete(folderOf(release.entry));
      registerRemotes([{ name, entry: release.entry }], { force: Boolean(known) });
      this.known.set(name, { remote, version: release.version, entry: release.entry, lastUsed: this.now() });
    } else {
      known.lastUsed = this.now();
    }
    this.releaseIdle();
    const key = `${name}/${expose.replace(/^\.\//, '')}`;
    let loading = this.modules.get(key);
    if (!loading) {
      const settled: Promise<T> & { status?: string; value?: T } = loadingVersion.run({ remote, version: release.version }, () => loadRemote<T>(key)).then((module) => {
        if (module === null || module === undefined) throw new Error(`${name} has no ${expose}`);
        // React's `use` reads these: a module already here renders at once instead of suspending its boundary.
        Object.assign(settled, { status: 'fulfilled', value: module });
        return module;
      });
      loading = settled;
      loading.catch(() => this.modules.delete(key));
      this.modules.set(key, loading);
    }
    return loading as Promise<T>;
  }

  /** The versions in memory now (diagnostics and tests). */
  loadedVersions(): string[] {
    return [...this.known.keys()];
  }

  private releaseIdle(): void {
    const instance = getInstance();
    for (const [name, version] of this.known) {
      if (this.now() - version.lastUsed < IDLE_VERSION_RELEASE_MS) continue;
      this.known.delete(name);
      recordedHashes().delete(folderOf(version.entry));
      forgetNamespaceVersion(version.remote, version.version);
      for (const key of this.modules.keys()) if (key.startsWith(`${name}/`)) this.modules.delete(key);
      // Public in the runtime's code, typed private: the runtime's own registerRemotes({ force }) uses it the same way.
      (instance?.remoteHandler as unknown as { removeRemote(remote: { name: string; entry: string }): void } | undefined)?.removeRemote({
        name,
        entry: version.entry,
      });
    }
  }
}

export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
