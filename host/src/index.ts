// The async boundary: shared singletons (react, @casino/shared, ...) are negotiated before any app code runs.
// A browser-rendered page has this script in its HTML and starts at once; a server-rendered page is already readable,
// and its starter (start.ts) adds this script once the page is on screen.
void import('./bootstrap');
