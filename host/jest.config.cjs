const fs = require('node:fs');
const path = require('node:path');

/** The host's browser code (src/, the front-end jest pattern) and the edge server (server/, its own config). */
const serverConfig = path.join(__dirname, 'server/jest.config.cjs');
const browser = require('@casino/shared/jest/preset.cjs').frontendJestConfig(__dirname, { displayName: 'host' });
// The pages the edge would put into the release map: the four remotes' route manifests (src/test/served-routes.ts).
browser.setupFilesAfterEnv = [...(browser.setupFilesAfterEnv ?? []), '<rootDir>/src/test/served-routes.ts'];
// A root option, not a project's (jest warns): the host stays in band (docs/testing.md, "Not done yet").
delete browser.maxWorkers;
module.exports = {
  projects: [
    browser,
    ...(fs.existsSync(serverConfig) ? [serverConfig] : []),
  ],
};
