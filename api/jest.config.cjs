/** API tests drive the real server over HTTP on a temporary SQLite file. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(ts|mjs|js)$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  // typebox 1.x ships only ES modules; jest runs CommonJS, so those files are compiled too.
  // openid-client and its oauth4webapi and jose (social sign-in, src/modules/auth/oidc.ts) too, and p-limit with its
  // yocto-queue (the thumbnail drawing queue, src/modules/games/thumbnail-raster.ts).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/(?:typebox|openid-client|oauth4webapi|jose|p-limit|yocto-queue)@[^/]+/node_modules/)?(?:typebox|openid-client|oauth4webapi|jose|p-limit|yocto-queue)/)',
  ],
  testTimeout: 30000,
  // Every core: each suite has its own server and SQLite file, and on CI's two cores one worker left one idle (85 s -> 55 s).
  maxWorkers: '100%',
};
