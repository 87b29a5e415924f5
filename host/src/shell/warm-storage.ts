/**
 * A page's first read of `localStorage` and of `sessionStorage` is a synchronous call to the browser process (it sends
 * the page the origin's whole area, once per page and area): 1-34 ms here on a loaded machine, where a later read
 * costs microseconds. Left to the app, the first `localStorage` read happened inside main.js's evaluation (the
 * federation runtime checks a debug flag there, `FEDERATION_DEBUG`, at its module's start, before any of our code
 * runs) and the first `sessionStorage` read inside the router's creation (react-router's view transitions), two of the
 * boot's longest tasks (issue 36 item 4, docs/performance-log.md round 38). The starter makes each first read in a task
 * of its own while main.js downloads, so those tasks find the areas loaded. What is read is nothing the page needs:
 * any read loads the area.
 */
export function warmStorage(win: Pick<Window, 'localStorage' | 'sessionStorage'>, area: 'localStorage' | 'sessionStorage'): void {
  try {
    void win[area].length;
  } catch {
    // storage disabled or refused (a sandboxed frame, a browser setting): the app's own reads handle that
  }
}
