import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { isRemoteUnavailable, remoteUnavailableFallbackPlugin } from './remote-unavailable-fallback';

describe('errorLoadRemote', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('returns a fallback marker instead of throwing', async () => {
    const plugin = remoteUnavailableFallbackPlugin();
    const error = new Error('manifest 404');
    const result = await plugin.errorLoadRemote!({
      id: 'remote_games/routes',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as ModuleFederation,
    });
    expect(isRemoteUnavailable(result)).toBe(true);
    expect(result).toMatchObject({ id: 'remote_games/routes', error });
  });

  it('lets the manifest stage fail through (a returned value there would be taken for the manifest)', async () => {
    const plugin = remoteUnavailableFallbackPlugin();
    const result = await plugin.errorLoadRemote!({
      id: 'http://cdn/games/1.0.0/mf-manifest.json',
      error: new Error('503'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin: {} as ModuleFederation,
    });
    expect(result).toBeUndefined();
  });

  it('does not mistake a real module for the marker', () => {
    expect(isRemoteUnavailable({ routes: [] })).toBe(false);
    expect(isRemoteUnavailable(null)).toBe(false);
  });
});
