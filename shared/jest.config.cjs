/** Unit and component tests of @casino/shared: the front-end jest pattern every app uses (jest/preset.cjs). */
module.exports = require('./jest/preset.cjs').frontendJestConfig(__dirname);
