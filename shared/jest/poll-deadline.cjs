// A poll has no deadline of its own (docs/testing.md): Testing Library's `waitFor`/`findBy*` gave up after 1 s, so a
// suite on a loaded machine (CI's two cores running jest's workers beside each other) failed a search whose debounce,
// fetch and render took 1.2 s, where nothing was wrong. They now wait until jest's own timeout is near; a poll that
// holds returns as soon as it holds, so a passing suite is no slower.
const { configure } = require('@testing-library/dom');

const TEST_TIMEOUT_MS = 30_000;
jest.setTimeout(TEST_TIMEOUT_MS);
configure({ asyncUtilTimeout: TEST_TIMEOUT_MS - 5_000 });
