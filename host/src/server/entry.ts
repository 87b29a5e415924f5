import type { RenderRequest, RenderResult } from './render-contract';

/**
 * The host's server build (host/dist/server/main.js, CommonJS): the edge requires it and calls renderPage per page.
 * The import below is the async boundary: shared singletons (react, @casino/shared, ...) are negotiated first, as in
 * the browser's index.ts.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  return (await import('./render-page')).renderPage(request);
}

export async function loadedRemoteVersions(): Promise<string[]> {
  return (await import('./render-page')).loadedRemoteVersions();
}

export type { RenderRequest, RenderResult } from './render-contract';
