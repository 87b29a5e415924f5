/** Edge server, CDN origin and release control: node tests that drive real servers, files and child processes. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // typebox (imported through @casino/shared's wire contract) is ESM-only: let swc turn it into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(?:\\.pnpm/)?typebox[@/])'],
  testTimeout: 60000,
};
