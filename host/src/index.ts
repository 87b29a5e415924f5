// The async boundary: shared singletons (react, @casino/shared, ...) are negotiated before any app code runs.
// A browser-rendered page has this script in its HTML and starts at once; a server-rendered page is already readable,
// and its starter (start.ts) adds this script once the page is on screen. The start is a task of its own: evaluating
// this file (the federation runtime) and negotiating the singletons are two tasks instead of one long one.
setTimeout(() => void import('./bootstrap'), 0);
