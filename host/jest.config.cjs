const fs = require('node:fs');
const path = require('node:path');

/** The host's browser code (src/, the front-end jest pattern) and the edge server (server/, its own config). */
const serverConfig = path.join(__dirname, 'server/jest.config.cjs');
const browser = require('@casino/shared/jest/preset.cjs').frontendJestConfig(__dirname, { displayName: 'host' });
// The pages the edge would put into the release map: the four remotes' route manifests (src/test/served-routes.ts).
browser.setupFilesAfterEnv = [...(browser.setupFilesAfterEnv ?? []), '<rootDir>/src/test/served-routes.ts'];
// A root option, not a project's (jest warns): set below for both projects.
delete browser.maxWorkers;
module.exports = {
  // Both cores (jest's default is all but one: one worker on CI's two). Every file stands alone: its own temp folders,
  // ephemeral ports, PostgreSQL and render workers (docs/testing.md, "jest on both cores").
  maxWorkers: '100%',
  projects: [
    browser,
    ...(fs.existsSync(serverConfig) ? [serverConfig] : []),
  ],
};
