// One autocannon request that asks for the given guest pages in turn (round robin over every connection) and hands
// each answer's status and headers to `onAnswer`: the load of `page-load.mjs` (pages/s) and `cpu-per-page.mjs`
// (CPU per page). `asked()` says how many pages were asked for.
/**
 * @param {{ path: string, headers?: Record<string, string> }[]} pages
 * @param {(status: number, headers: Record<string, string>) => void} onAnswer
 */
export function pagesInTurn(pages, onAnswer) {
  let next = 0;
  const request = {
    method: 'GET',
    setupRequest: (request) => {
      const page = pages[next % pages.length];
      next += 1;
      return { ...request, path: page.path, headers: { ...request.headers, ...page.headers } };
    },
    onResponse: (status, _body, _context, headers) => onAnswer(status, headers),
  };
  return { request, asked: () => next };
}
