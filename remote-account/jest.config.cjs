/** Component and unit tests of the account remote: the front-end jest pattern (shared/jest/preset.cjs). */
module.exports = require('@casino/shared/jest/preset.cjs').frontendJestConfig(__dirname);
