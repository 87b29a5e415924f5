const fs = require('node:fs');
const path = require('node:path');

/** The host's browser code (src/, the front-end jest pattern) and the edge server (server/, its own config). */
const serverConfig = path.join(__dirname, 'server/jest.config.cjs');
module.exports = {
  projects: [
    require('@casino/shared/jest/preset.cjs').frontendJestConfig(__dirname, { displayName: 'host' }),
    ...(fs.existsSync(serverConfig) ? [serverConfig] : []),
  ],
};
