import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedDependencies } = require('../../federation/shared-deps.cjs') as {
  sharedDependencies: (appDir: string) => Record<string, unknown>;
};

describe('what federation shares', () => {
  it.each(['host', 'remote-games', 'remote-account', 'remote-content', 'remote-promotions'])(
    '%s bundles @casino/contract itself: the contract is never a singleton, @casino/shared is',
    (app) => {
      const shared = sharedDependencies(path.join(__dirname, '../../..', app));
      expect(Object.keys(shared)).toContain('@casino/shared');
      expect(Object.keys(shared).filter((name) => name.startsWith('@casino/contract'))).toEqual([]);
    },
  );
});
