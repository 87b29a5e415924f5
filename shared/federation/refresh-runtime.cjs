/**
 * Fast Refresh across the federation boundary (development only; TOOLCHAIN.md). Every build aliases
 * `react-refresh/runtime` to this file. The first build on the page (the host, or a remote's own dev shell) uses its
 * real runtime and publishes it on window; a remote loaded into the host then registers its components with that same
 * runtime, which knows the host's React root, so an edit to a remote shown inside the host updates the screen.
 */
const published = typeof window !== 'undefined' ? window.__casinoReactRefreshRuntime : undefined;
// 'react-refresh/runtime.js' is not caught by the exact alias of 'react-refresh/runtime': this is the real runtime.
const runtime = published || require('react-refresh/runtime.js');
if (typeof window !== 'undefined') window.__casinoReactRefreshRuntime = runtime;
module.exports = runtime;
