import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * What loadRemote returns instead of throwing when a remote cannot be loaded (errorLoadRemote): a marker the host's
 * loader recognises, so it can retry, switch to the last known-good version, or show the region's fallback, and a
 * broken remote never takes the page down.
 */
export interface RemoteUnavailable {
  readonly __remoteUnavailable: true;
  readonly id: string;
  readonly error: unknown;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && (value as RemoteUnavailable).__remoteUnavailable === true;
}

export function remoteUnavailableFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-remote-unavailable-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (the manifest fetch) would take a returned value as the manifest: let them fail through
      // to 'onLoad', where the value stands in for the module.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[remotes] ${id} could not be loaded`, error);
      const marker: RemoteUnavailable = { __remoteUnavailable: true, id, error };
      return marker;
    },
  };
}
