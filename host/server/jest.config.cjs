/** Edge server, CDN origin and release control: node tests that drive real servers, files and child processes. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // typebox (imported through @casino/shared's wire contract), p-limit and its yocto-queue (the render queue) and
  // content-disposition and cookie (through @fastify/static and @fastify/cookie) are
  // ESM-only: let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(?:\\.pnpm/)?(?:typebox|p-limit|yocto-queue|content-disposition|cookie)[@/])'],
  // Applied by a setup file too: jest ignores `testTimeout` in a project of the host's `projects` config.
  testTimeout: 60000,
  setupFilesAfterEnv: ['<rootDir>/test-support/test-timeout.ts'],
};
