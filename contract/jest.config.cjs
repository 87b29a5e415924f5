/** Unit tests of @casino/contract: plain functions and data, no DOM. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(?:[tj]sx?|mjs)$': [
      require.resolve('@swc/jest'),
      { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true } }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(?:\\.pnpm/)?typebox[@/])'],
};
