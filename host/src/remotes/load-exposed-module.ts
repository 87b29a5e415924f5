import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@casino/contract/release';
import { isChunkLoadError } from './chunk-reload';
import { isRemoteUnavailable } from './plugins/remote-unavailable-fallback';
import type { ExposeName, ExposedModules } from './remote-contract';
import {
  activeReleaseOf,
  activeVersionOf,
  federationNameOf,
  releaseMapGeneration,
  reRegisterRemote,
  reportLoadFailure,
  resetToLiveRelease,
  switchToFallback,
} from './remote-registry';

/** A remote region could not get its module: the error boundary shows the translated fallback with a retry. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(`The ${remote} remote is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** One more attempt after this pause covers a blip (a CDN node restarting) without keeping the player waiting long. */
export const TRANSIENT_RETRY_DELAY_MS = 600;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt<T>(remote: RemoteName, expose: string): Promise<{ module: T } | { error: unknown }> {
  const name = federationNameOf(remote);
  if (!name) return { error: new Error(`no release of ${remote} in the release map`) };
  try {
    const loaded = await loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
    if (isRemoteUnavailable(loaded)) return { error: loaded.error };
    if (loaded === null || loaded === undefined) return { error: new Error(`${name} returned no module for ${expose}`) };
    return { module: loaded };
  } catch (error) {
    return { error };
  }
}

/**
 * Loads an exposed module of a remote: the live version, one retry after a pause for transient failures, then the
 * release map's last known-good version (reported to the edge). A chunk-load error is rethrown as is, so the error
 * boundary can apply the reload guard; any other failure becomes RemoteUnavailableError.
 */
export async function loadExposedModule<R extends RemoteName, E extends ExposeName<R>>(
  remote: R,
  expose: E,
): Promise<ExposedModules[R][E]> {
  type Loaded = ExposedModules[R][E];
  const first = await attempt<Loaded>(remote, expose);
  if ('module' in first) return first.module;
  if (isChunkLoadError(first.error)) throw first.error;

  await wait(TRANSIENT_RETRY_DELAY_MS);
  reRegisterRemote(remote);
  // The version the retry tries (the live one, or the fallback if this page already switched): the one reported.
  const tried = activeReleaseOf(remote) ?? { version: 'unknown', channel: 'live' };
  const second = await attempt<Loaded>(remote, expose);
  if ('module' in second) return second.module;

  reportLoadFailure(remote, tried, second.error);
  if (switchToFallback(remote)) {
    console.warn(`[remotes] ${remote}@${tried.version} failed; using last known-good ${activeVersionOf(remote)}`);
    const onFallback = await attempt<Loaded>(remote, expose);
    if ('module' in onFallback) return onFallback.module;
    throw new RemoteUnavailableError(remote, onFallback.error);
  }
  throw new RemoteUnavailableError(remote, second.error);
}

/**
 * The load of each exposed module in the current attempt, kept so that every render suspends on the same promise
 * (React's use() needs a stable promise) and a region mounted again later reuses a module already loaded.
 * Retry starts a new attempt for the remote: back to its live release, registered anew, loaded anew.
 */
const loads = new Map<string, Promise<unknown>>();
const attempts = new Map<RemoteName, number>();

export function startNewAttempt(remote: RemoteName): void {
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
  resetToLiveRelease(remote);
}

export function exposedModuleLoad<R extends RemoteName, E extends ExposeName<R>>(
  remote: R,
  expose: E,
): Promise<ExposedModules[R][E]> {
  const key = `${releaseMapGeneration()}|${remote}|${expose}|${attempts.get(remote) ?? 0}`;
  let load = loads.get(key) as Promise<ExposedModules[R][E]> | undefined;
  if (!load) {
    load = loadExposedModule(remote, expose);
    loads.set(key, load);
  }
  return load;
}
