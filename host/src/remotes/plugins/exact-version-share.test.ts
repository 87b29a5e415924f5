const mockRegisterGlobalPlugins = jest.fn();
jest.mock(
  '@module-federation/webpack-bundler-runtime',
  () => ({ runtime: { registerGlobalPlugins: (plugins: unknown) => mockRegisterGlobalPlugins(plugins) } }),
  { virtual: true },
);

import exactVersionShare from '../../../../shared/federation/exact-version-share.mjs';

/** The parameters of the runtime's `resolveShare` hook, as runtime-core's getRegisteredShare passes them. */
function shareArgs(version: string, shareConfig: Record<string, unknown>) {
  const registered = { version, from: 'host', lib: () => 'react' };
  const resolver = jest.fn(() => ({ shared: registered, useTreesShaking: false }));
  return {
    registered,
    resolver,
    args: {
      shareScopeMap: { default: { react: { [version]: registered } } },
      scope: 'default',
      pkgName: 'react',
      version,
      shareInfo: { shareConfig, from: 'remote_games' },
      resolver,
      loadContext: undefined,
    },
  };
}

describe('exact-version shares (federation runtime plugin)', () => {
  it("answers a singleton asked for at exactly its registered version with that share, not through the runtime's semver check", () => {
    const { args, registered, resolver } = shareArgs('19.3.1', { singleton: true, requiredVersion: '19.3.1' });
    const out = exactVersionShare().resolveShare(args);
    expect(out.resolver()).toEqual({ shared: registered, useTreesShaking: false });
    expect(resolver).not.toHaveBeenCalled();
    expect(Object.keys(out).sort()).toEqual(Object.keys(args).sort()); // the runtime's waterfall wants the same shape
  });

  it("leaves a range, another version or a non-singleton to the runtime's own resolver (and its warnings)", () => {
    const plugin = exactVersionShare();
    for (const [version, config] of [
      ['19.3.1', { singleton: true, requiredVersion: '^19.3.0' }],
      ['19.3.2', { singleton: true, requiredVersion: '19.3.1' }],
      ['19.3.1', { singleton: false, requiredVersion: '19.3.1' }],
    ] as const) {
      const { args } = shareArgs(version, config);
      expect(plugin.resolveShare(args)).toBe(args);
    }
  });

  it("registers itself for every federation instance once, when the host's starts (the remotes' are made later)", () => {
    const plugin = exactVersionShare();
    plugin.beforeInit({});
    plugin.beforeInit({});
    expect(mockRegisterGlobalPlugins).toHaveBeenCalledTimes(1);
    expect(mockRegisterGlobalPlugins).toHaveBeenCalledWith([plugin]);
  });
});
