/** @jest-environment node */
import * as runtime from '@module-federation/enhanced/runtime';
import { IDLE_VERSION_RELEASE_MS, SERVER_FILE_HASHES, ServerRemotes, versionLoading, withDeadline } from './server-remotes';

const double = runtime as unknown as {
  __setEntry(entry: string, module: unknown): void;
  __reset(): void;
  __registered: { name: string; entry: string }[];
  getInstance: jest.Mock;
  loadRemote: jest.Mock;
};

const release = (version: string) => ({ version, entry: `http://cdn.test/content/${version}/server/remoteEntry.js` });

describe('remotes on the server', () => {
  beforeEach(() => double.__reset());

  it('loads each version of a remote under its own name, side by side (live and canary)', async () => {
    double.__setEntry(release('1.0.0').entry, { routes: 'live routes' });
    double.__setEntry(release('1.1.0-canary').entry, { routes: 'canary routes' });
    const remotes = new ServerRemotes();
    await expect(remotes.module('content', release('1.0.0'), './routes')).resolves.toEqual({ routes: 'live routes' });
    await expect(remotes.module('content', release('1.1.0-canary'), './routes')).resolves.toEqual({ routes: 'canary routes' });
    expect(double.__registered.map((remote) => remote.name)).toEqual(['remote_content__v_1_0_0', 'remote_content__v_1_1_0_canary']);
    expect(remotes.loadedVersions()).toHaveLength(2);
  });

  it('tells a module running as it loads which version it belongs to (its strings are kept per version)', async () => {
    // A module registers its namespace as it first runs, inside the runtime's load.
    double.loadRemote.mockImplementationOnce(async () => ({ ranAs: versionLoading() }));
    double.loadRemote.mockImplementationOnce(async () => ({ ranAs: versionLoading() }));
    const remotes = new ServerRemotes();
    const [live, canary] = await Promise.all([
      remotes.module('content', release('1.0.0'), './routes'),
      remotes.module('content', release('1.1.0-canary'), './routes'),
    ]);
    expect(live).toEqual({ ranAs: { remote: 'content', version: '1.0.0' } });
    expect(canary).toEqual({ ranAs: { remote: 'content', version: '1.1.0-canary' } });
    expect(versionLoading()).toBeUndefined();
  });

  it('gives the same promise to every render of a version, so a suspended render finds it again', async () => {
    double.__setEntry(release('1.0.0').entry, { Fragment: 'f' });
    const remotes = new ServerRemotes();
    const first = remotes.module('content', release('1.0.0'), './fragments/chat');
    expect(remotes.module('content', release('1.0.0'), './fragments/chat')).toBe(first);
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: { Fragment: 'f' } });
  });

  it('releases a version no render used for a while', async () => {
    const removeRemote = jest.fn();
    double.getInstance.mockReturnValue({ remoteHandler: { removeRemote } });
    double.__setEntry(release('1.0.0').entry, { routes: [] });
    double.__setEntry(release('2.0.0').entry, { routes: [] });
    const clock = { now: 0 };
    const remotes = new ServerRemotes(() => clock.now);
    await remotes.module('content', release('1.0.0'), './routes');
    clock.now = IDLE_VERSION_RELEASE_MS + 1;
    await remotes.module('content', release('2.0.0'), './routes');
    expect(removeRemote).toHaveBeenCalledWith({ name: 'remote_content__v_1_0_0', entry: release('1.0.0').entry });
    expect(remotes.loadedVersions()).toEqual(['remote_content__v_2_0_0']);
    double.getInstance.mockReturnValue(null);
  });

  it('hands the hashes recorded at publish to the loader before it registers a version, and none for one without', async () => {
    double.__setEntry(release('1.0.0').entry, { routes: [] });
    double.__setEntry(release('2.0.0').entry, { routes: [] });
    const remotes = new ServerRemotes();
    const files = { 'remoteEntry.js': 'a'.repeat(64) };
    await remotes.module('content', { ...release('1.0.0'), files }, './routes');
    await remotes.module('content', release('2.0.0'), './routes');
    const table = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[SERVER_FILE_HASHES]!;
    expect(table.get('http://cdn.test/content/1.0.0/server/')).toEqual(files);
    expect(table.has('http://cdn.test/content/2.0.0/server/')).toBe(false);
  });

  it('gives up on a load past its deadline', async () => {
    await expect(withDeadline(new Promise(() => undefined), 10, 'a slow entry')).rejects.toThrow('a slow entry: no answer within 10 ms');
  });
});
