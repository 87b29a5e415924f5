// The host's tests name their environment by this path; the environment itself is shared with the dev shell's tests.
module.exports = require('@casino/shared/jest/jsdom-with-fetch-env.cjs');
